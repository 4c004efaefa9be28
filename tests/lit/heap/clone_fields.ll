; Clones carry their fields: a two-node cyclic list passed to a remote method
; arrives as a cloned cycle (both nodes cloned, the clones point to each
; other); the caller's objects are unchanged by stores in the method (they
; only touch clones), and one object reachable from two arguments arrives as
; one clone.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @Sink_take(ptr %self, ptr %list, ptr %also) {
  %junk = call ptr @malloc(i64 8)
  %nx = getelementptr i8, ptr %list, i64 8
  store ptr %junk, ptr %nx
  ret void
}

define void @main(i64 %r) {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  %an = getelementptr i8, ptr %a, i64 8
  %bn = getelementptr i8, ptr %b, i64 8
  store ptr %b, ptr %an
  store ptr %a, ptr %bn
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Sink_take, ptr %a, ptr %b)
  ret void
}

; CHECK: obj#2 (2,2) malloc @main size=16
; CHECK-NEXT:   +8 -> {obj#3+0}
; CHECK-NEXT: obj#3 (3,3) malloc @main size=16
; CHECK-NEXT:   +8 -> {obj#2+0}
; CHECK-NEXT: obj#4 (4,2) malloc @main size=16 clone-of obj#2 @Sink_take arg
; CHECK-NEXT:   +8 -> {obj#1+0, obj#5+0}
; CHECK-NEXT: obj#5 (5,3) malloc @main size=16 clone-of obj#3 @Sink_take arg
; CHECK-NEXT:   +8 -> {obj#4+0}
; CHECK-LABEL: fn @Sink_take
; CHECK-NEXT:   %self -> {}
; CHECK-NEXT:   %list -> {obj#4+0}
; CHECK-NEXT:   %also -> {obj#5+0}
