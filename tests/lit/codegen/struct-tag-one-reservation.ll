; A new fixed-size struct goes on the wire as the NEW tag and its bytes through one
; output reservation (one capacity check per object), written after the object's size
; was checked (cormi_vouch on the slow path); the receiver locates the bytes with one
; bounds-checked read before allocating (or reusing) the object, then copies them (no separate count
; check). Same bytes on the wire: tag -1, then the 16 bytes.
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:       m.new:
; CHECK-NOT:     call void @cormi_out_u32(ptr %{{.*}}, i32 -1)
; CHECK:       m.body0:
; CHECK-NEXT:    %{{[0-9]+}} = call i64 @cormi_extent(
; CHECK:       m.copy{{[0-9]*}}:
; CHECK-NEXT:    %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 20)
; CHECK-NEXT:    store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:    %[[B:[a-z0-9.]+]] = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 1 %[[B]], ptr align 1 %{{.*}}, i64 16, i1 false)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:       u.body0:
; CHECK-NOT:     call i32 @cormi_in_check_count
; CHECK:         %[[S:[0-9]+]] = call ptr @cormi_in_read(ptr %0, i64 16)
; CHECK-NEXT:    %short{{[0-9]*}} = icmp eq ptr %[[S]], null
; CHECK-NEXT:    br i1 %short{{[0-9]*}}, label %u.bad
; CHECK:         %[[O:[0-9]+]] = call ptr @cormi_log_object(ptr %{{.*}}, i64 16,
; CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 1 %[[O]], ptr align 1 %[[S]], i64 16, i1 false)
; CHECK-NOT:     call i32 @cormi_in_copy

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
