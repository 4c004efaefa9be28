; With -fsanitize=function (part of -fsanitize=undefined), clang checks the callee's
; prologue signature before the call through __cormi_remote_method's result. Those
; reads (marked !nosanitize) are not a second use of the marker: the call is rewritten
; into the contract form and the check reads the method itself.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -S %s -o - | FileCheck %s

; CHECK-LABEL: site {{0x[0-9a-f]+}} invoke in @main #0 calls @A_get
; CHECK-LABEL: define i64 @main(
; CHECK:         %sig = getelementptr <{ i32, i32 }>, ptr @A_get, i32 -1, i32 0, !nosanitize
; CHECK:         %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_get)
; CHECK-NOT:     __cormi_remote_method(

declare ptr @__cormi_remote_method(i64, ptr)
declare void @__ubsan_handle_function_type_mismatch(ptr, i64)

define i64 @A_get(ptr %self) {
  ret i64 7
}

define i64 @main(i64 %r) {
  %t = call ptr @__cormi_remote_method(i64 %r, ptr @A_get)
  %sig = getelementptr <{ i32, i32 }>, ptr %t, i32 -1, i32 0, !nosanitize !0
  %word = load i32, ptr %sig, align 4, !nosanitize !0
  %ok = icmp eq i32 %word, -1056584962, !nosanitize !0
  br i1 %ok, label %call, label %report, !nosanitize !0

report:
  %bits = ptrtoint ptr %t to i64, !nosanitize !0
  call void @__ubsan_handle_function_type_mismatch(ptr null, i64 %bits), !nosanitize !0
  br label %call

call:
  %v = call i64 %t(ptr null)
  ret i64 %v
}

!0 = !{}
