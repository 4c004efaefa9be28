; A returned list that the method keeps nothing of and the caller only reads: in the
; reuse modes the caller's copy is refilled in place by the next call through the site
; (the calling thread's result log), and the serving node frees the list it built once
; the reply is marshaled. Both decisions have their remark.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+reuse>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+reuse>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal ptr @__cormi_client_
; CHECK:         call ptr @cormi_log_take(ptr
; CHECK:         call void @cormi_log_put(ptr
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @L_make(
; CHECK:         call void @cormi_handles_free_objects(

; REMARK-DAG: remark: <unknown>:0:0: reuse on for the result of L_make at the caller: no object reachable from it escapes
; REMARK-DAG: remark: <unknown>:0:0: the graph returned by L_make is freed by the serving node after the reply is marshaled: the method keeps no object of it

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define ptr @L_make(ptr %self, i32 %n) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %x, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = call ptr @malloc(i64 16)
  store i64 1, ptr %x
  %next = getelementptr i8, ptr %x, i64 8
  store ptr %head, ptr %next
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret ptr %x
}

define i64 @main(i64 %r) {
  %l = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_make, i32 10)
  %v = load i64, ptr %l
  ret i64 %v
}
