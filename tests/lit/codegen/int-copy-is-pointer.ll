; A pointer copied as an 8-byte integer is still a pointer field (what -O2 makes of
; `*b = *a` for a struct holding one pointer: load/store i64; pass/src/facts/ptr_reads.rs,
; integer copies). Box_get copies its 8-byte argument into a local the same way and
; reads a pointer from the copy; no access to the argument itself has pointer type.
; The marshaler still follows byte 0 to the 8-byte leaf.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL:  define internal i64 @__cormi_client_
; CHECK:        m.step:
; CHECK-NEXT:     %step.p = phi ptr [ %{{[0-9]+}}, %m.next ], [ %[[V:ld[0-9]*]], %m.copy ]
; CHECK-NEXT:     %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 1, %m.copy ]
; CHECK:        m.body0:
; CHECK-NEXT:     %{{[0-9]+}} = call i64 @cormi_extent(
; CHECK:          call i32 @cormi_vouch(
; CHECK:        m.copy{{[0-9]*}}:
; CHECK-NEXT:     %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 12)
; CHECK-NEXT:     store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:     %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:     call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 8, i1 false)
; CHECK-NEXT:     %[[V:ld[0-9]*]] = load ptr, ptr %{{.*}}
; CHECK-NEXT:     br label %m.step
; CHECK:        m.body1:
; CHECK-NEXT:     %{{[0-9]+}} = call i64 @cormi_extent(
; CHECK:          call i32 @cormi_vouch(
; CHECK:        m.copy{{[0-9]*}}:
; CHECK-NEXT:     %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 20)
; CHECK-NEXT:     store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:     %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:     call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 16, i1 false)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @Box_get(ptr %self, ptr %b) {
  %local = alloca i64
  %bits = load i64, ptr %b
  store i64 %bits, ptr %local
  %leaf = load ptr, ptr %local
  %v = load i64, ptr %leaf
  ret i64 %v
}

define i64 @main(i64 %r) {
  %leaf = call ptr @malloc(i64 16)
  %a = call ptr @malloc(i64 8)
  store ptr %leaf, ptr %a
  %b = call ptr @malloc(i64 8)
  %bits = load i64, ptr %a
  store i64 %bits, ptr %b
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Box_get, ptr %b)
  ret i64 %v
}
