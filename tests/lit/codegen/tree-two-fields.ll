; A binary tree node has two pointer fields to its own shape: after the node's 24 bytes
; left (byte 8) is queued and the walk goes on with right (byte 16, the last field) at
; its step; one shape node, no recursion.
; class: one serializer queueing both fields as its own class; generic: one descriptor
; with offsets [8, 16], children [0, 0].

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; CLASS-LABEL:  define internal void @__cormi_ser_0(
; CLASS:          call void @cormi_out_append(ptr %1, ptr %0, i64 24)
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 0)
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 0)
; CLASS-NOT:    define internal void @__cormi_ser_1(
; GENERIC:        @__cormi_type_offsets.0 = private constant [2 x i64] [i64 8, i64 16]
; GENERIC:        @__cormi_type_children.0 = private constant [2 x i64] zeroinitializer
; GENERIC:        @__cormi_types = internal constant [1 x {{.*}}] [{{.*}} { i64 1, i64 0, i64 24, i64 2, {{.*}}]

; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:       m.body0:
; CHECK-NEXT:    %{{[0-9]+}} = call i64 @cormi_extent(
; CHECK:         call i32 @cormi_vouch(
; CHECK:       m.copy{{[0-9]*}}:
; CHECK-NEXT:    %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 28)
; CHECK-NEXT:    store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:    %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 24, i1 false)
; CHECK-NEXT:    %[[L:at[0-9]*]] = getelementptr i8, ptr %{{.*}}, i64 8
; CHECK-NEXT:    %ld{{[0-9]*}} = load ptr, ptr %[[L]], align 1
; CHECK-NEXT:    call void @__cormi_ws_push(ptr %worklist, ptr %ld{{[0-9]*}}, i64 0)
; CHECK-NEXT:    %at{{[0-9]+}} = getelementptr i8, ptr %{{.*}}, i64 16
; CHECK-NEXT:    %ld{{[0-9]*}} = load ptr, ptr %at{{[0-9]+}}, align 1
; CHECK-NEXT:    br label %m.step
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
