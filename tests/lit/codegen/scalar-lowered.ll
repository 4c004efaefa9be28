; A scalar call site is lowered: no __cormi_invoke call is left, and the client stub
; begins a call, appends the argument, invokes, reads the reply and ends the call.
; The module verifies after the pass. Scalars are the same bytes in every mode: no
; class serializer functions, no type descriptors, no handle table.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s

; CHECK-NOT:     @__cormi_ser_
; CHECK-NOT:     @__cormi_type_offsets

; CHECK-LABEL: define i64 @main(i64 %r)
; CHECK-NOT:     @__cormi_invoke(
; CHECK:         call i64 @__cormi_client_{{[0-9a-f]+}}(i64 %r, i64 7)
; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         call ptr @cormi_call_begin(i64 %0, i32 {{[0-9]+}})
; CHECK:         call ptr @cormi_out_reserve(ptr %{{.*}}, i64 8)
; CHECK:         call i32 @cormi_call_invoke(ptr
; CHECK:         call ptr @cormi_in_read(ptr %{{.*}}, i64 8)
; CHECK:         call void @cormi_call_end(ptr
; CHECK-NOT:     cormi_handles_acquire
; CHECK-NOT:     cormi_generic_

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define i64 @Acc_add(ptr %self, i64 %v) {
  ret i64 %v
}

define i64 @main(i64 %r) {
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_add, i64 7)
  ret i64 %s
}
