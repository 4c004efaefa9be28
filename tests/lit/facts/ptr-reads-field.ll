; A field loaded as a pointer through a pointer to its object is a pointer read of
; that object's allocation site at the field's offset; explained when the field holds
; a pointer in the heap analysis.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @f +8 explained

declare ptr @malloc(i64)

define ptr @f() {
  %node = call ptr @malloc(i64 16)
  %child = call ptr @malloc(i64 16)
  %next = getelementptr i8, ptr %node, i64 8
  store ptr %child, ptr %next
  %p = load ptr, ptr %next
  ret ptr %p
}
