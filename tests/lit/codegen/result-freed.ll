; A method returns a fresh array and keeps nothing of it: the serving node frees every
; object of the returned graph once the reply is marshaled (through the reply's handle
; table, which the mode keeps for that even where the sharing analysis would drop it).
; The caller frees its copy, so no reuse at the caller.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+cycle>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+cycle>' -pass-remarks=cormi -pass-remarks-missed=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %s | FileCheck %s --check-prefix=ESCAPE

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %[[R:.*]] = call ptr @A_fresh(ptr %2, i64 %{{.*}})
; CHECK-NEXT:    %[[H:.*]] = call ptr @cormi_handles_acquire()
; CHECK-NEXT:    call void @__cormi_marshal_{{[0-9]+}}(ptr %1, ptr %[[H]], ptr %[[R]])
; CHECK-NEXT:    call void @cormi_handles_free_objects(ptr %[[H]])
; CHECK-NEXT:    call void @cormi_handles_release(ptr %[[H]])

; GENERIC-LABEL: define internal i32 @__cormi_server_
; GENERIC:         call void @cormi_generic_write(
; GENERIC-NEXT:    call void @cormi_handles_free_objects(

; REMARK: remark: <unknown>:0:0: handle table kept for the result of A_fresh: it lists the objects the serving node frees after the reply
; REMARK: remark: <unknown>:0:0: the graph returned by A_fresh is freed by the serving node after the reply is marshaled: the method keeps no object of it

; ESCAPE: escape @A_fresh reply freed: the method keeps no object of it

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

define ptr @A_fresh(ptr %self, i64 %n) {
  %bytes = mul i64 %n, 8
  %a = call ptr @malloc(i64 %bytes)
  store double 1.0, ptr %a
  ret ptr %a
}

define double @main(i64 %r) {
  %a = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_fresh, i64 131072)
  %v = load double, ptr %a
  call void @free(ptr %a)
  ret double %v
}
