; A whole pointer stored as a pointer-width integer (a ptrtoint, no pieces) and read back
; as a pointer is a pointer moved as an integer, not one put together from pieces: no
; entry (the slot is a pointer field, followed by the marshaler).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --allow-empty --implicit-check-not=int-to-ptr

declare ptr @malloc(i64)

define ptr @f() {
  %box = call ptr @malloc(i64 8)
  %raw = ptrtoint ptr %box to i64
  %u = alloca i64
  store i64 %raw, ptr %u
  %p = load ptr, ptr %u
  ret ptr %p
}
