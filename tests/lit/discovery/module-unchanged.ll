; `cormi` (for now: discovery and validation only) leaves the module unchanged and
; valid: the verifier passes after it and the remote calls are still there as written.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s

; CHECK-LABEL: define float @main(i64 %r)
; CHECK-NEXT:    %a = call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_f, double 1.500000e+00, i32 3)
; CHECK-NEXT:    %ref = call i64 (i32, ptr, ...) @__cormi_create(i32 2, ptr @Acc_new)
; CHECK-NEXT:    ret float %a

declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)

define float @Acc_f(ptr %self, float %x, i8 %c) {
  ret float %x
}

define ptr @Acc_new() {
  ret ptr null
}

define float @main(i64 %r) {
  %a = call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_f, double 1.5, i32 3)
  %ref = call i64 (i32, ptr, ...) @__cormi_create(i32 2, ptr @Acc_new)
  ret float %a
}
