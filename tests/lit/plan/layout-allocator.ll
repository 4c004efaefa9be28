; The allocator is part of the layout: two 16-byte structs without pointers, one from
; malloc and one from cormi_alloc_object (the receiver allocates each its own way), are
; two classes.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-layout-classes>' -disable-output %s | FileCheck %s

; CHECK:       layout main#0 -> P_put node0=class0
; CHECK-NEXT:  layout main#1 -> P_put node0=class1
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare ptr @cormi_alloc_object(i64)

define void @P_put(ptr %self, ptr %p) {
  ret void
}

define void @main(i64 %r) {
  %m = call ptr @malloc(i64 16)
  store i64 1, ptr %m
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_put, ptr %m)
  %o = call ptr @cormi_alloc_object(i64 16)
  store i64 2, ptr %o
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_put, ptr %o)
  ret void
}
