; generic mode: the pass emits one type descriptor per class ({kind, alloc, size, nptr,
; offsets, children}) and every call site hands its graph to the module's
; descriptor-driven walkers with the root's type id; a type id follows every NEW tag.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s

; CHECK: @__cormi_type_offsets.0 = private constant [1 x i64] [i64 8]
; CHECK: @__cormi_type_children.0 = private constant [1 x i64] zeroinitializer
; CHECK: @__cormi_types = internal constant [1 x { i64, i64, i64, i64, ptr, ptr, i64, ptr }] [{ i64, i64, i64, i64, ptr, ptr, i64, ptr } { i64 1, i64 1, i64 16, i64 1, ptr @__cormi_type_offsets.0, ptr @__cormi_type_children.0, i64 0, ptr @__cormi_type_nulls.0 }]
; CHECK-LABEL: define internal void @__cormi_generic_write(ptr %0, ptr %1, ptr %2, i64 %3)
; CHECK:         call void @cormi_out_u32(ptr %0, i32 -1)
; CHECK-NEXT:    %type = trunc i64 %{{.*}} to i32
; CHECK-NEXT:    call void @cormi_out_u32(ptr %0, i32 %type)
; CHECK-LABEL: define internal i32 @__cormi_generic_read(ptr %0, ptr %1, i64 %2, ptr %3, ptr %4)
; CHECK:         %badtype = icmp ne i32
; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         call void @__cormi_generic_write(ptr %{{.*}}, ptr %{{.*}}, ptr %1, i64 0)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call i32 @__cormi_generic_read(ptr %0, ptr %{{.*}}, i64 0, ptr %root, ptr %{{.*}})

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
