; The integer is followed through a chain of casts, memory and calls: ptrtoint, a tag
; bit set, stored in a stack slot, loaded, passed to a function that masks it and
; turns it back. The entry names that function's inttoptr.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --implicit-check-not=int-to-ptr

; CHECK:       int-to-ptr (2) malloc @f at @untag #1

declare ptr @malloc(i64)

define internal ptr @untag(i64 %v) {
  %m = and i64 %v, -2
  %p = inttoptr i64 %m to ptr
  ret ptr %p
}

define ptr @f() {
  %slot = alloca i64
  %node = call ptr @malloc(i64 16)
  %raw = ptrtoint ptr %node to i64
  %tagged = or i64 %raw, 1
  store i64 %tagged, ptr %slot
  %back = load i64, ptr %slot
  %p = call ptr @untag(i64 %back)
  ret ptr %p
}
