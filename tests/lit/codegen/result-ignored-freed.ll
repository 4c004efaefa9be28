; A method returns a fresh array and keeps nothing of it, and the caller ignores the
; result: nothing is sent back, but the serving node still walks the graph (into a
; scratch buffer it drops) so that the reply's handle table lists its objects, and
; frees them. Before, the ignored result was never walked and leaked on the serving node.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -pass-remarks-missed=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %[[S:.*]] = alloca { ptr, i64, i64 }
; CHECK:         %[[R:.*]] = call ptr @A_fresh(ptr %2, i64 %{{.*}})
; CHECK-NEXT:    store { ptr, i64, i64 } zeroinitializer, ptr %[[S]]
; CHECK-NEXT:    %[[H:.*]] = call ptr @cormi_handles_acquire()
; CHECK-NEXT:    call void @__cormi_marshal_{{[0-9]+}}(ptr %[[S]], ptr %[[H]], ptr %[[R]])
; CHECK-NEXT:    call void @cormi_handles_free_objects(ptr %[[H]])
; CHECK-NEXT:    call void @cormi_handles_release(ptr %[[H]])
; CHECK-NEXT:    %[[D:.*]] = load ptr, ptr %[[S]]
; CHECK-NEXT:    call void @free(ptr %[[D]])

; REMARK: remark: <unknown>:0:0: the graph returned by A_fresh is freed by the serving node after the reply is marshaled: the caller ignores it, so it is walked without being sent; the method keeps no object of it

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define ptr @A_fresh(ptr %self, i64 %n) {
  %bytes = mul i64 %n, 8
  %a = call ptr @malloc(i64 %bytes)
  store double 1.0, ptr %a
  ret ptr %a
}

define void @main(i64 %r) {
  %a = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_fresh, i64 131072)
  ret void
}
