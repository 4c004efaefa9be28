; A matrix as a runtime array of row arrays: an array-of-pointers node whose elements
; lead to an array-of-scalars node (8-byte doubles).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> M_trace
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=8 ptr->node1: array of pointers (cormi_alloc_array) allocated in main | sizes obj#1=heap
; CHECK-NEXT:    node1 array elem=8: array of 8-byte scalars (cormi_alloc_array) allocated in main | sizes obj#2=heap
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_array(i64, i64)

define double @M_trace(ptr %self, ptr %m) {
  ret double 0.0
}

define double @main(i64 %r) {
entry:
  %m = call ptr @cormi_alloc_array(i64 8, i64 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %row = call ptr @cormi_alloc_array(i64 8, i64 16)
  %slot = getelementptr ptr, ptr %m, i64 %i
  store ptr %row, ptr %slot
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 16
  br i1 %c, label %loop, label %done
done:
  %t = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @M_trace, ptr %m)
  ret double %t
}
