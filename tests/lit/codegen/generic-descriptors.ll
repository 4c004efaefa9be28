; generic mode: the pass emits one type descriptor per class (cormi_type: {kind, alloc,
; size, nptr, offsets, children, nnull, nulls}) and every call site hands its graph to
; the runtime's descriptor-driven walkers (cormi_generic_write/_read, rt-c/src/generic.c)
; with the root's type id and the table; the module defines no walker of its own.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s

; CHECK: @__cormi_type_offsets.0 = private constant [1 x i64] [i64 8]
; CHECK: @__cormi_type_children.0 = private constant [1 x i64] zeroinitializer
; CHECK: @__cormi_types = internal constant [1 x { i64, i64, i64, i64, ptr, ptr, i64, ptr, i64, i64, i64, ptr, ptr }] [{ i64, i64, i64, i64, ptr, ptr, i64, ptr, i64, i64, i64, ptr, ptr } { i64 1, i64 1, i64 16, i64 1, ptr @__cormi_type_offsets.0, ptr @__cormi_type_children.0, i64 0, ptr @__cormi_type_nulls.0, i64 0, i64 0, i64 0, ptr @__cormi_type_tags.0, ptr @__cormi_type_active.0 }]
; CHECK-NOT:   define {{.*}}@__cormi_generic_
; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         %[[H:[0-9]+]] = call ptr @cormi_handles_acquire()
; CHECK-NEXT:    call void @cormi_generic_write(ptr %{{.*}}, ptr %[[H]], ptr %1, i64 0, ptr @__cormi_types, i64 1)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %[[O:[0-9]+]] = call ptr @cormi_handles_acquire()
; CHECK-NEXT:    %[[S:[0-9]+]] = call ptr @cormi_handles_acquire()
; CHECK:         %[[R:[0-9]+]] = call i32 @cormi_generic_read{{(_logged)?}}(ptr %0, ptr %[[O]], ptr %[[S]], i64 0, ptr %root, ptr @__cormi_types, i64 1{{(, ptr %[0-9]+)?}})
; CHECK-NEXT:    %[[B:bad[0-9]*]] = icmp ne i32 %[[R]], 0
; CHECK-NEXT:    br i1 %[[B]], label %bad, label %ok
; CHECK-NOT:   define {{.*}}@__cormi_generic_

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_sum(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @main(i64 %r) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n = call ptr @cormi_alloc_object(i64 16)
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}
