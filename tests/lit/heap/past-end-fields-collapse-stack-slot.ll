; Copies of unknown length into a path-insensitive set of destinations give a small
; stack slot a field for every copied offset past its end: past 32 such fields it
; collapses (they are no real data: a stack slot cannot grow) instead of growing to 256
; fields first, each linked to every clone of the slot.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@big = global [512 x i8] zeroinitializer
@srcs = global [40 x ptr] [ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x, ptr @x]
@x = global i32 0

define void @main(i1 %c, i64 %n) {
  %small = alloca i64
  %dst = select i1 %c, ptr %small, ptr @big
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr @srcs, i64 %n, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; CHECK-LABEL: global @big size=512
; CHECK-NEXT:    +0 -> {obj#3+0}
; CHECK-NOT:   collapsed
; CHECK-LABEL: alloca @main size=8 collapsed
