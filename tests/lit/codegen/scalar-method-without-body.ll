; A remote method that takes and returns only scalars may live in another object file:
; nothing about it depends on its body, so the call is lowered (the linker finds it).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s

; CHECK-LABEL: define i64 @main(i64 %r)
; CHECK-NOT: @__cormi_invoke(
; CHECK: call i64 @__cormi_client_
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK: call i64 @S_add(

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare i64 @__cormi_invoke(i64, ptr, ...)
declare i64 @S_add(ptr, i64)

define i64 @main(i64 %r) {
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @S_add, i64 7)
  ret i64 %s
}
