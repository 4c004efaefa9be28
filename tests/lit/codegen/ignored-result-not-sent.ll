; A result the caller ignores is not sent back (paper §3.1): the server calls the
; method but appends nothing, and the client does not read the reply. A used result
; at another site of the same method is sent.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK:       define internal i64 @__cormi_client_[[IGN:[0-9a-f]+]](
; CHECK:         call i32 @cormi_call_invoke(
; CHECK-NOT:     cormi_in_read
; CHECK:         call void @cormi_call_end(
; CHECK-NEXT:    ret i64 0
; CHECK:       define internal i32 @__cormi_server_[[IGN]](
; CHECK:         call i64 @Acc_add(
; CHECK-NOT:     cormi_out_reserve
; CHECK:         ret i32 0
; CHECK:       define internal i64 @__cormi_client_
; CHECK:         call ptr @cormi_in_read(
; CHECK:       define internal i32 @__cormi_server_
; CHECK:         call i64 @Acc_add(
; CHECK-NEXT:    call ptr @cormi_out_reserve(ptr %1, i64 8)

; REMARK: remark: <unknown>:0:0: result of Acc_add is ignored by the caller: not sent back (the reply is an acknowledgement)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define i64 @Acc_add(ptr %self, i64 %v) {
  ret i64 %v
}

define i64 @main(i64 %r) {
  %ignored = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_add, i64 1)
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_add, i64 7)
  ret i64 %s
}
