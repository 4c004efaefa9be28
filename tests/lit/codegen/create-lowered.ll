; __cormi_create runs the constructor on the node: the client begins a node call and
; reads the reference; the server calls the constructor and registers the object.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s

; CHECK-LABEL: define i64 @main()
; CHECK-NOT:     @__cormi_create(
; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         call ptr @cormi_call_begin_node(i32 %0, i32 {{[0-9]+}})
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @Acc_new(i32
; CHECK:         call i64 @cormi_object_register(ptr %{{.*}}, ptr null)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare i64 @__cormi_create(i32, ptr, ...)
declare ptr @malloc(i64)

define ptr @Acc_new(i32 %v) {
  %p = call ptr @malloc(i64 8)
  store i32 %v, ptr %p
  ret ptr %p
}

define i64 @main() {
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Acc_new, i32 5)
  ret i64 %r
}
