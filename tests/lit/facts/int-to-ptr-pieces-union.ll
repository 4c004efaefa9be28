; Two 32-bit pieces of a pointer stored into a local union and read back as a pointer
; rebuild it as surely as an inttoptr does: the load is listed under the allocation site
; the pieces carry, so an integer field holding those pieces is never sent as bytes.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --implicit-check-not=int-to-ptr

; CHECK:       int-to-ptr (1) malloc @f at @f #9

declare ptr @malloc(i64)

define ptr @f() {
  %box = call ptr @malloc(i64 8)
  %raw = ptrtoint ptr %box to i64
  %lo = trunc i64 %raw to i32
  %sh = lshr i64 %raw, 32
  %hi = trunc i64 %sh to i32
  %u = alloca i64
  store i32 %lo, ptr %u
  %u4 = getelementptr i8, ptr %u, i64 4
  store i32 %hi, ptr %u4
  %p = load ptr, ptr %u
  ret ptr %p
}
