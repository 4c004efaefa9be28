; Classes compare whole layouts, children included: both roots are 16-byte structs
; with a pointer at +8, but one leads to an 8-byte struct and the other to a 64-byte
; one, so the roots are in different classes too.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-layout-classes>' -disable-output %s | FileCheck %s

; CHECK:       layout main#0 -> P_put node0=class0 node1=class1
; CHECK-NEXT:  layout main#1 -> P_put node0=class2 node1=class3
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @P_put(ptr %self, ptr %p) {
  ret void
}

define void @main(i64 %r) {
  %a = call ptr @malloc(i64 16)
  %a1 = call ptr @malloc(i64 8)
  %at = getelementptr i8, ptr %a, i64 8
  store ptr %a1, ptr %at
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_put, ptr %a)
  %b = call ptr @malloc(i64 16)
  %b1 = call ptr @malloc(i64 64)
  %bt = getelementptr i8, ptr %b, i64 8
  store ptr %b1, ptr %bt
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_put, ptr %b)
  ret void
}
