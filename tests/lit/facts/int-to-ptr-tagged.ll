; An inttoptr of a computed integer (a tagged pointer: set a tag loaded from memory, clear
; it, turn it back) is listed under the allocation sites it may point to.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --implicit-check-not=int-to-ptr

; CHECK:       int-to-ptr (2) malloc @f at @f #5

declare ptr @malloc(i64)
@key = global i64 0

define ptr @f() {
  %node = call ptr @malloc(i64 16)
  %raw = ptrtoint ptr %node to i64
  %tag = load i64, ptr @key
  %tagged = or i64 %raw, %tag
  %untagged = and i64 %tagged, -2
  %p = inttoptr i64 %untagged to ptr
  ret ptr %p
}
