; A 16-byte memcpy from an object written at a variable index gives what was written
; there to the copied fields of the destination only: the destination's field at +24,
; past the copied bytes, keeps its own pointer (a closure's numbers beside a copied
; spawn hook).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@g = global i32 0
@h = global i32 0

declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @f(i64 %n, i64 %i) {
  %src = call ptr @malloc(i64 %n)
  %p = getelementptr i8, ptr %src, i64 %i
  store ptr @g, ptr %p
  %dst = alloca [32 x i8]
  %d24 = getelementptr i8, ptr %dst, i64 24
  store ptr @h, ptr %d24
  %d8 = getelementptr i8, ptr %dst, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 16, i1 false)
  %a = load ptr, ptr %d8
  %b = load ptr, ptr %d24
  ret void
}

; CHECK-LABEL: fn @f
; CHECK: %a -> {obj#1+0}
; CHECK-NEXT: %b -> {obj#2+0}
