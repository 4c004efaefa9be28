; Two call sites (in different functions, of different methods, with their own
; allocation sites) that send graphs of one layout (a 16-byte box pointing to an 8-byte
; item) call one marshaler and one unmarshaler: the walks are keyed by the root's
; layout class, the handle-table and log decisions and the dispatch
; (pass/src/codegen/shared_bodies.rs), built once, and marked noinline because both
; sites call them and they hold two object bodies. Also in class mode (its walks call
; the per-class functions through the tables).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS

; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         call void @__cormi_marshal_0(ptr %{{.*}}, ptr %{{.*}}, ptr %1)
; CHECK:       define internal void @__cormi_marshal_0(ptr %0, ptr %1, ptr %2) #[[NOINLINE:[0-9]+]] {
; CHECK:       m.body0:
; CHECK:         %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %0, i64 20)
; CHECK-NEXT:         store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:         %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:         call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 16, i1 false)
; CHECK:       m.body1:
; CHECK:         %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %0, i64 12)
; CHECK-NEXT:         store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:         %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:         call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 8, i1 false)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @__cormi_unmarshal_1(ptr %0,
; CHECK:         call i64 @B_get(
; CHECK:       define internal ptr @__cormi_unmarshal_1(ptr %0, ptr %1, ptr %2, ptr %3) #[[NOINLINE]] {
; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         call void @__cormi_marshal_0(ptr %{{.*}}, ptr %{{.*}}, ptr %1)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @__cormi_unmarshal_1(ptr %0,
; CHECK:         call i64 @B_put(
; CHECK-NOT:   define internal {{.*}}@__cormi_{{(un)?}}marshal_
; CHECK:       attributes #[[NOINLINE]] = { noinline }

; CLASS-LABEL: define internal i64 @__cormi_client_
; CLASS:         call void @__cormi_marshal_0(
; CLASS-LABEL: define internal i32 @__cormi_server_
; CLASS:         call ptr @__cormi_unmarshal_1(
; CLASS-LABEL: define internal i64 @__cormi_client_
; CLASS:         call void @__cormi_marshal_0(
; CLASS-LABEL: define internal i32 @__cormi_server_
; CLASS:         call ptr @__cormi_unmarshal_1(
; CLASS-NOT:   define internal {{.*}}@__cormi_{{(un)?}}marshal_

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @B_get(ptr %self, ptr %b) {
  ret i64 0
}

define i64 @B_put(ptr %self, ptr %b) {
  ret i64 0
}

define i64 @first(i64 %r) {
  %item = call ptr @malloc(i64 8)
  %box = call ptr @malloc(i64 16)
  %f = getelementptr i8, ptr %box, i64 8
  store ptr %item, ptr %f
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @B_get, ptr %box)
  ret i64 %s
}

define i64 @second(i64 %r) {
  %item = call ptr @malloc(i64 8)
  %box = call ptr @malloc(i64 16)
  %f = getelementptr i8, ptr %box, i64 8
  store ptr %item, ptr %f
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @B_put, ptr %box)
  ret i64 %s
}
