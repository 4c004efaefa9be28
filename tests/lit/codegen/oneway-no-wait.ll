; A call of a method marked one-way (cormi.h's CORMI_ONEWAY: annotate "cormi_oneway")
; sends the request and returns: its client stub calls cormi_call_oneway (which ends the
; call) and neither waits for a reply (cormi_call_invoke) nor reads one nor ends the call
; again (cormi_call_end). Its server function appends nothing. A call of a method that
; is not one-way still waits.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal void @__cormi_client_
; CHECK:         [[C:%[0-9]+]] = call ptr @cormi_call_begin(
; CHECK:         call ptr @cormi_out_reserve(ptr [[C]], i64 8)
; CHECK-NEXT:    store i64 %1,
; CHECK-NEXT:    call i32 @cormi_call_oneway(ptr [[C]])
; CHECK-NEXT:    ret void
; CHECK-NOT:     cormi_call_invoke
; CHECK-NOT:     cormi_call_end
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call void @Acc_note(
; CHECK-NOT:     cormi_out
; CHECK:         ret i32 0
; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK-NOT:     cormi_call_oneway
; CHECK:         call i32 @cormi_call_invoke(
; CHECK:         call void @cormi_call_end(

; REMARK-LABEL: remark: <unknown>:0:0: call-site marshaler generated for Acc_note
; REMARK-NEXT:  remark: <unknown>:0:0: call of Acc_note is one-way: no reply, the caller does not wait
; REMARK-NEXT:  remark: <unknown>:0:0: call-site marshaler generated for Acc_get
; REMARK-NOT:   one-way

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
@.oneway = private unnamed_addr constant [13 x i8] c"cormi_oneway\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @Acc_note, ptr @.oneway, ptr null, i32 3, ptr null }
], section "llvm.metadata"
declare void @__cormi_invoke(i64, ptr, ...)

define void @Acc_note(ptr %self, i64 %v) {
  %t = load i64, ptr %self
  %s = add i64 %t, %v
  store i64 %s, ptr %self
  ret void
}

define i64 @Acc_get(ptr %self) {
  %t = load i64, ptr %self
  ret i64 %t
}

define i64 @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_note, i64 5)
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_get)
  ret i64 %s
}
