; A binary tree node has two pointer fields to its own shape: both are queued (left at
; byte 8, right at byte 16) after the node's 24 bytes; one shape node, no recursion.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s

; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:       m.body0:
; CHECK-NEXT:    call void @cormi_out_append(ptr %{{.*}}, ptr %{{.*}}, i64 24)
; CHECK-NEXT:    %[[L:at[0-9]*]] = getelementptr i8, ptr %{{.*}}, i64 8
; CHECK-NEXT:    %ld{{[0-9]*}} = load ptr, ptr %[[L]], align 1
; CHECK-NEXT:    call void @__cormi_ws_push(ptr %worklist, ptr %ld{{[0-9]*}}, i64 0)
; CHECK-NEXT:    %at{{[0-9]+}} = getelementptr i8, ptr %{{.*}}, i64 16
; CHECK-NEXT:    %ld{{[0-9]*}} = load ptr, ptr %at{{[0-9]+}}, align 1
; CHECK-NEXT:    call void @__cormi_ws_push(ptr %worklist, ptr %ld{{[0-9]*}}, i64 0)
; CHECK-NOT:   m.body1:

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @T_sum(ptr %self, ptr %t) {
  ret i64 0
}

define i64 @main(i64 %r) {
entry:
  br label %loop
loop:
  %sub = phi ptr [ null, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n = call ptr @malloc(i64 24)
  %left = getelementptr i8, ptr %n, i64 8
  store ptr %sub, ptr %left
  %right = getelementptr i8, ptr %n, i64 16
  store ptr %sub, ptr %right
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 7
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_sum, ptr %n)
  ret i64 %s
}
