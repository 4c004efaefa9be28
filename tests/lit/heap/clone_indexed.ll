; A pointer stored through a variable index into an array that is passed to a
; remote method: the clone of the array gets it too (its write-all node is
; cloned), so a load through a variable index inside the method sees the clone
; of the element, and the clone is marked indexed.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @M_take(ptr %self, ptr %arr, i64 %i) {
  %slot = getelementptr ptr, ptr %arr, i64 %i
  %e = load ptr, ptr %slot
  ret void
}

define void @main(i64 %r, i64 %i) {
  %arr = call ptr @malloc(i64 64)
  %x = call ptr @malloc(i64 4)
  %slot = getelementptr ptr, ptr %arr, i64 %i
  store ptr %x, ptr %slot
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @M_take, ptr %arr, i64 %i)
  ret void
}

; CHECK: obj#1 (1,1) malloc @main size=64 indexed
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT:   +* -> {obj#2+0}
; CHECK-NEXT: obj#2 (2,2) malloc @main size=4
; CHECK-NEXT: obj#3 (3,1) malloc @main size=64 indexed clone-of obj#1 @M_take arg
; CHECK-NEXT:   +0 -> {obj#4+0}
; CHECK-NEXT:   +* -> {obj#4+0}
; CHECK-NEXT: obj#4 (4,2) malloc @main size=4 clone-of obj#2 @M_take arg
; CHECK-LABEL: fn @M_take
; CHECK:   %e -> {obj#4+0}
