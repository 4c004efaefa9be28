; An integer field holding a pointer's bits is an integer, not a pointer field
; (pass/src/shape/mod.rs, PointerSlots): the 24-byte struct keeps (i64) of itself at
; byte 0 and (i64) of a 32-byte buffer at byte 8, and a real pointer at byte 16. Only
; byte 16 is followed: one pointer push in the body, and the 32-byte buffer is no shape
; of the site (it is never sent). The hashes travel as the struct's bytes.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL:  define internal i64 @__cormi_client_
; CHECK:        m.step:
; CHECK-NEXT:     %step.p = phi ptr [ %{{[0-9]+}}, %m.next ], [ %[[V:ld[0-9]*]], %m.copy ]
; CHECK-NEXT:     %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 1, %m.copy ]
; CHECK:        m.body0:
; CHECK-NEXT:     %{{[0-9]+}} = call i64 @cormi_extent(
; CHECK:          call i32 @cormi_vouch(
; CHECK:        m.copy{{[0-9]*}}:
; CHECK-NEXT:     %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 28)
; CHECK-NEXT:     store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:     %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:     call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 24, i1 false)
; CHECK-NEXT:     %[[F:at[0-9]*]] = getelementptr i8, ptr %{{.*}}, i64 16
; CHECK-NEXT:     %[[V]] = load ptr, ptr %[[F]]
; CHECK-NEXT:     br label %m.step
; CHECK:        m.body1:
; CHECK-NEXT:     %{{[0-9]+}} = call i64 @cormi_extent(
; CHECK:          call i32 @cormi_vouch(
; CHECK:        m.copy{{[0-9]*}}:
; CHECK-NEXT:     %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 12)
; CHECK-NEXT:     store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:     %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:     call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 8, i1 false)
; CHECK-NEXT:     br label %m.loop
; CHECK-NOT:    m.body2:
; CHECK-LABEL:  define internal i32 @__cormi_server_
; CHECK-NOT:      i64 32)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @K_get(ptr %self, ptr %k) {
  %v = load i64, ptr %k
  ret i64 %v
}

define i64 @main(i64 %r) {
  %k = call ptr @malloc(i64 24)
  %blob = call ptr @malloc(i64 32)
  %leaf = call ptr @malloc(i64 8)
  %self_id = ptrtoint ptr %k to i64
  store i64 %self_id, ptr %k
  %blob_id = ptrtoint ptr %blob to i64
  %f8 = getelementptr i8, ptr %k, i64 8
  store i64 %blob_id, ptr %f8
  %f16 = getelementptr i8, ptr %k, i64 16
  store ptr %leaf, ptr %f16
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @K_get, ptr %k)
  ret i64 %v
}
