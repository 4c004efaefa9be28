; Class ids are dense, in order of first appearance over the sites (by caller and
; ordinal) and their nodes: the leaf layout seen first at a#0 is class0 wherever it
; appears (sites are sorted by caller, although @b comes first in the module); a site
; sending only scalars lists no node.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-layout-classes>' -disable-output %s | FileCheck %s

; CHECK:       layout a#0 -> P_put node0=class0
; CHECK-NEXT:  layout b#0 -> P_put node0=class1 node1=class0
; CHECK-NEXT:  layout c#0 -> P_add{{$}}
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @P_put(ptr %self, ptr %p) {
  ret void
}

define i32 @P_add(ptr %self, i32 %x) {
  ret i32 %x
}

define void @b(i64 %r) {
  %pair = call ptr @malloc(i64 16)
  %leaf = call ptr @malloc(i64 8)
  store i64 5, ptr %leaf
  %at = getelementptr i8, ptr %pair, i64 8
  store ptr %leaf, ptr %at
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_put, ptr %pair)
  ret void
}

define void @a(i64 %r) {
  %leaf = call ptr @malloc(i64 8)
  store i64 5, ptr %leaf
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_put, ptr %leaf)
  ret void
}

define i32 @c(i64 %r) {
  %v = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_add, i32 2)
  ret i32 %v
}
