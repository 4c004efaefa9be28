; Halves of an address kept in a 32-bit integer array (a global) and read back later
; rebuild the pointer's set: the integers carry provenance through memory.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@kept = internal global [2 x i32] zeroinitializer, align 4

declare ptr @malloc(i64)

define void @keep(ptr %p) {
  %u = alloca ptr, align 8
  store ptr %p, ptr %u, align 8
  %lo = load i32, ptr %u, align 8
  %u4 = getelementptr i8, ptr %u, i64 4
  %hi = load i32, ptr %u4, align 4
  store i32 %lo, ptr @kept, align 4
  store i32 %hi, ptr getelementptr (i8, ptr @kept, i64 4), align 4
  ret void
}

define ptr @back() {
  %b = alloca ptr, align 8
  %lo = load i32, ptr @kept, align 4
  %hi = load i32, ptr getelementptr (i8, ptr @kept, i64 4), align 4
  store i32 %lo, ptr %b, align 8
  %b4 = getelementptr i8, ptr %b, i64 4
  store i32 %hi, ptr %b4, align 4
  %r = load ptr, ptr %b, align 8
  ret ptr %r
}

define void @main() {
  %leaf = call ptr @malloc(i64 8)
  call void @keep(ptr %leaf)
  ret void
}

; CHECK-LABEL: fn @back
; CHECK:       %r -> {obj#{{[0-9]+}}+0}
