; Scalable vector types (a size that is a multiple of vscale) do not abort:
; such an alloca is an object of unknown size, collapsed; a GEP over a scalable
; type has no constant offset; a scalable vector of pointers carries them.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

@g = global i32 0

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @f() vscale_range(1,16) {
  %sv = alloca <vscale x 4 x i32>
  call void @llvm.memset.p0.i64(ptr %sv, i8 0, i64 4, i1 false)
  %e = getelementptr <vscale x 4 x i32>, ptr %sv, i64 1
  %pv = alloca <vscale x 2 x ptr>
  %ins = insertelement <vscale x 2 x ptr> poison, ptr @g, i64 0
  store <vscale x 2 x ptr> %ins, ptr %pv
  %l = load <vscale x 2 x ptr>, ptr %pv
  %x = extractelement <vscale x 2 x ptr> %l, i64 0
  ret void
}

; CHECK: obj#2 (2,2) alloca @f collapsed
; CHECK: obj#3 (3,3) alloca @f collapsed
; CHECK-NEXT:   +* -> {obj#1+0}
; CHECK-LABEL: fn @f
; CHECK-NEXT:   %sv -> {obj#2+*}
; CHECK-NEXT:   %e -> {obj#2+*}
; CHECK:   %x -> {obj#1+0}
