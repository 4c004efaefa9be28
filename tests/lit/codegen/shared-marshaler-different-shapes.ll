; Call sites whose graphs have different layouts get different marshalers and
; unmarshalers (pass/src/codegen/shared_bodies.rs): a list of 16-byte nodes and a list
; of 24-byte nodes. Each walk has one caller, so none is marked noinline.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         call void @__cormi_marshal_0(
; CHECK:       define internal void @__cormi_marshal_0(ptr %0, ptr %1, ptr %2) {
; CHECK:         %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %0, i64 20)
; CHECK-NEXT:         store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:         %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:         call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 16, i1 false)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @__cormi_unmarshal_1(
; CHECK:       define internal ptr @__cormi_unmarshal_1(ptr %0, ptr %1, ptr %2, ptr %3) {
; CHECK:         call ptr @cormi_in_read(ptr %0, i64 16)
; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         call void @__cormi_marshal_2(
; CHECK:       define internal void @__cormi_marshal_2(ptr %0, ptr %1, ptr %2) {
; CHECK:         %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %0, i64 28)
; CHECK-NEXT:         store i32 -1, ptr %[[R]], align 1
; CHECK-NEXT:         %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; CHECK-NEXT:         call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 24, i1 false)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @__cormi_unmarshal_3(
; CHECK:       define internal ptr @__cormi_unmarshal_3(ptr %0, ptr %1, ptr %2, ptr %3) {
; CHECK:         call ptr @cormi_in_read(ptr %0, i64 24)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @L_sum(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @W_sum(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @narrow(i64 %r, ptr %tail) {
  %n = call ptr @malloc(i64 16)
  %f = getelementptr i8, ptr %n, i64 8
  store ptr %n, ptr %f
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}

define i64 @wide(i64 %r) {
  %n = call ptr @malloc(i64 24)
  %f = getelementptr i8, ptr %n, i64 16
  store ptr %n, ptr %f
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @W_sum, ptr %n)
  ret i64 %s
}
