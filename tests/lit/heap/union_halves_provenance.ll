; A pointer split into two 32-bit halves (a union read as integers) and put back at the
; same offsets keeps its points-to set: 32-bit integers carry provenance like bytes and
; pointer-width integers, at the offset where they were read.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define ptr @f() {
  %leaf = call ptr @malloc(i64 8)
  %in = alloca ptr, align 8
  %out = alloca i64, align 8
  store ptr %leaf, ptr %in, align 8
  %lo = load i32, ptr %in, align 8
  %in4 = getelementptr i8, ptr %in, i64 4
  %hi = load i32, ptr %in4, align 4
  store i32 %lo, ptr %out, align 8
  %out4 = getelementptr i8, ptr %out, i64 4
  store i32 %hi, ptr %out4, align 4
  %rebuilt = load ptr, ptr %out, align 8
  ret ptr %rebuilt
}

; CHECK-LABEL: fn @f
; CHECK:       %rebuilt -> {obj#1+0}
