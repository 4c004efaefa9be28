; The lowered module still optimises with -O2: the client stub is inlined at the call
; site (no call of it is left) and the module verifies.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,default<O2>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define {{.*}}i64 @main(i64 %r)
; CHECK-NOT:     call {{.*}}@__cormi_client_
; CHECK:         call ptr @cormi_call_begin(i64 %r,
; CHECK:         call i32 @cormi_call_invoke(

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define i64 @Acc_add(ptr %self, i64 %v) {
  ret i64 %v
}

define i64 @main(i64 %r) {
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_add, i64 7)
  ret i64 %s
}
