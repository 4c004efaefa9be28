; A cycle through memory whose gep steps cancel out: @add stores a handle 16 bytes into a
; node (`&n->hook`) into the table's tail and its container (`tail - 16`) into the node's
; prev; @del stores the handle of a node's prev (`prev + 16`) into the tail. Every path
; moves a location by the same offset, so the cycle is no pointer walk: tail holds the
; handle (+16), prev the node (+0), and no variable-index location appears.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @add(ptr %t, ptr %n) {
  %tail = load ptr, ptr %t
  %node = getelementptr i8, ptr %tail, i64 -16
  %prev = getelementptr i8, ptr %n, i64 8
  store ptr %node, ptr %prev
  %hook = getelementptr i8, ptr %n, i64 16
  store ptr %hook, ptr %t
  ret void
}

define void @del(ptr %t, ptr %n) {
  %prev = getelementptr i8, ptr %n, i64 8
  %p = load ptr, ptr %prev
  %hook = getelementptr i8, ptr %p, i64 16
  store ptr %hook, ptr %t
  ret void
}

define void @main() {
  %t = call ptr @malloc(i64 8)
  %n = call ptr @malloc(i64 24)
  %hook = getelementptr i8, ptr %n, i64 16
  store ptr %hook, ptr %t
  call void @add(ptr %t, ptr %n)
  call void @del(ptr %t, ptr %n)
  ret void
}

; CHECK-LABEL: obj#1 (1,1) malloc @main size=8{{$}}
; CHECK-NEXT:   +0 -> {obj#2+16}
; CHECK-NEXT: obj#2 (2,2) malloc @main size=24{{$}}
; CHECK-NEXT:   +8 -> {obj#2+0}
; CHECK-LABEL: fn @del
; CHECK:   %p -> {obj#2+0}
; CHECK-NEXT:   %hook -> {obj#2+16}
