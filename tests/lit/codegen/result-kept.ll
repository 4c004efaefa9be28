; A method returns the array it also keeps in its object (self->buf): the serving node
; never frees it (the remark names the store), in every mode.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %s | FileCheck %s --check-prefix=ESCAPE

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @A_kept(
; CHECK-NOT:     @cormi_handles_free_objects
; CHECK:         ret i32 0

; REMARK: remark: <unknown>:0:0: the graph returned by A_kept is left to the method on the serving node (never freed by cormi): stored into self (the object allocated in A_new (malloc)) in A_kept

; ESCAPE: escape @A_kept reply kept: stored into self

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

define ptr @A_new() {
  %o = call ptr @malloc(i64 8)
  store ptr null, ptr %o
  ret ptr %o
}

define ptr @A_kept(ptr %self, i64 %n) {
  %bytes = mul i64 %n, 8
  %a = call ptr @malloc(i64 %bytes)
  store double 1.0, ptr %a
  store ptr %a, ptr %self
  ret ptr %a
}

define double @main() {
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @A_new)
  %a = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_kept, i64 16)
  %v = load double, ptr %a
  call void @free(ptr %a)
  ret double %v
}
