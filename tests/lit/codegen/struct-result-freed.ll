; A method returns a slice { ptr, i64 } in registers whose bytes are fresh and kept
; nowhere: the serving node frees the graph of its pointer member once the reply is
; marshaled (through the reply's handle table), as for a pointer result.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %s | FileCheck %s --check-prefix=ESCAPE

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %[[V:.*]] = call { ptr, i64 } @S_get(ptr %2, i64 %{{.*}})
; CHECK:         %[[H:.*]] = call ptr @cormi_handles_acquire()
; CHECK:         call void @__cormi_marshal_{{[0-9]+}}(ptr %1, ptr %[[H]], ptr %{{.*}})
; CHECK-NEXT:    call void @cormi_handles_free_objects(ptr %[[H]])
; CHECK-NEXT:    call void @cormi_handles_release(ptr %[[H]])

; GENERIC-LABEL: define internal i32 @__cormi_server_
; GENERIC:         call void @cormi_generic_write(
; GENERIC-NEXT:    call void @cormi_handles_free_objects(

; REMARK: remark: <unknown>:0:0: the graphs held by the struct value returned by S_get are freed by the serving node after the reply is marshaled: the method keeps no object of it

; ESCAPE: escape @S_get reply freed: the method keeps no object of it

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

define { ptr, i64 } @S_get(ptr %self, i64 %n) {
  %a = call ptr @malloc(i64 %n)
  store i8 1, ptr %a
  %r0 = insertvalue { ptr, i64 } undef, ptr %a, 0
  %r1 = insertvalue { ptr, i64 } %r0, i64 %n, 1
  ret { ptr, i64 } %r1
}

define i8 @main(i64 %r) {
  %s = call { ptr, i64 } (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @S_get, i64 16)
  %p = extractvalue { ptr, i64 } %s, 0
  %v = load i8, ptr %p
  call void @free(ptr %p)
  ret i8 %v
}
