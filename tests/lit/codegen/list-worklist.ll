; A linked list argument is walked with an explicit work list (no recursion) and a
; handle table, in a marshaler and an unmarshaler the stub and the server call: the
; client's walk pushes the root, writes a tag per pointer (0 null, a
; handle for an object already sent, NEW + the 16 bytes of a node in one reservation), and goes
; on with the `next` field (its last pointer field: no push, no pop, back to the step); the server's walk reads tags, locates a node's bytes (one bounds check) before allocating, registers each
; new object in the handle table, resolves back-references and goes on with the `next` slot.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s

; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         %[[H:[0-9]+]] = call ptr @cormi_handles_acquire()
; CHECK-NEXT:    call void @__cormi_marshal_0(ptr %{{.*}}, ptr %[[H]], ptr %1)
; CHECK-NEXT:    call void @cormi_handles_release(ptr %[[H]])
; CHECK-LABEL: define internal void @__cormi_marshal_0(ptr %0, ptr %1, ptr %2)
; CHECK:         call void @__cormi_ws_push(ptr %worklist, ptr %2, i64 0)
; CHECK:       m.loop:
; CHECK:       m.done:
; CHECK:         %ws.moved = icmp ne ptr
; CHECK:       m.step:
; CHECK-NEXT:    %step.p = phi ptr [ %{{[0-9]+}}, %m.next ], [ %ld{{[0-9]*}}, %m.copy ]
; CHECK-NEXT:    %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 0, %m.copy ]
; CHECK:       m.null:
; CHECK:         call void @cormi_out_u32(ptr %0, i32 0)
; CHECK:         call i32 @cormi_handles_find_or_add(ptr %1
; CHECK:       m.body0:
; CHECK:         %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %0, i64 20)
; CHECK-NEXT:    store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:    %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 16, i1 false)
; CHECK:         %[[N:ld[0-9]*]] = load ptr, ptr %at{{[0-9]*}}, align 1
; CHECK-NEXT:    br label %m.step
; CHECK:       ws.free:
; CHECK-NEXT:    call void @free(ptr
; CHECK:       ws.freed:
; CHECK-NEXT:    ret void
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %graph = call ptr @__cormi_unmarshal_1(ptr %0, ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}})
; CHECK-LABEL: define internal ptr @__cormi_unmarshal_1(ptr %0, ptr %1, ptr %2, ptr %3)
; CHECK:       u.step:
; CHECK-NEXT:    %step.p = phi ptr [ %{{[0-9]+}}, %u.next ], [ %[[NEXT:at[0-9]+]], %{{.*}} ]
; CHECK-NEXT:    %step.which = phi i64 [ %ld{{[0-9]*}}, %u.next ], [ 0, %{{.*}} ]
; CHECK:       u.old:
; CHECK:         call ptr @cormi_handles_at(ptr %1
; CHECK:       u.body0:
; CHECK:         call ptr @cormi_in_read(ptr %0, i64 16)
; CHECK:         call ptr @cormi_log_object(ptr %3, i64 16, i32 0, i32 1)
; CHECK:         call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 16, i1 false)
; CHECK:         call i32 @cormi_handles_add(ptr %1
; CHECK:         %[[NEXT]] = getelementptr i8, ptr %{{[0-9]+}}, i64 8
; CHECK-NEXT:    store ptr null, ptr %[[NEXT]], align 1
; CHECK-NEXT:    br label %u.step
; CHECK-NOT:     call {{.*}} @__cormi_server_

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
