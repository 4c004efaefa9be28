; A record returned through memory (sret) into a temporary the caller never reads: the
; result is not sent back (the client stub reads no reply into the slot), and the
; serving node walks the record's graph into a scratch buffer it drops and frees it,
; since the method keeps nothing of it. Before, the ignored record was sent and the
; caller's copy of its array leaked.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal void @__cormi_client_
; CHECK:         call i32 @cormi_call_invoke(
; CHECK-NEXT:    call void @cormi_call_end(
; CHECK-NEXT:    ret void

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %[[S:.*]] = alloca { ptr, i64, i64 }
; CHECK:         call void @R_make(ptr sret(%struct.Rec) align 8 %structval, ptr %2, i64 %{{.*}})
; CHECK-NEXT:    store { ptr, i64, i64 } zeroinitializer, ptr %[[S]]
; CHECK:         call void @cormi_out_append(ptr %[[S]], ptr %structval, i64 24)
; CHECK:         call void @cormi_handles_free_objects(
; CHECK-NEXT:    call void @cormi_handles_release(
; CHECK-NEXT:    %[[D:.*]] = load ptr, ptr %[[S]]
; CHECK-NEXT:    call void @free(ptr %[[D]])

; REMARK: remark: <unknown>:0:0: the graphs held by the struct value returned by R_make are freed by the serving node after the reply is marshaled: the caller ignores it, so it is walked without being sent; the method keeps no object of it
; REMARK: remark: <unknown>:0:0: result of R_make is ignored by the caller: not sent back (the reply is an acknowledgement)

%struct.Rec = type { ptr, i64, i64 }

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

define void @R_make(ptr sret(%struct.Rec) align 8 %out, ptr %self, i64 %n) {
  %bytes = mul i64 %n, 8
  %a = call ptr @malloc(i64 %bytes)
  store double 1.0, ptr %a
  store ptr %a, ptr %out
  %len = getelementptr i8, ptr %out, i64 8
  store i64 %n, ptr %len
  ret void
}

define void @main(i64 %r) {
  %tmp = alloca %struct.Rec
  call void @llvm.lifetime.start.p0(ptr %tmp)
  call void (ptr, i64, ptr, ...) @__cormi_invoke(ptr sret(%struct.Rec) align 8 %tmp, i64 %r, ptr @R_make, i64 4)
  call void @llvm.lifetime.end.p0(ptr %tmp)
  ret void
}
