; An 8-byte copy as integers (store i64 (load i64), what instcombine makes of an
; 8-byte memcpy) carries a pointer read of the destination back to the source.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @f +8 unexplained
; CHECK-NEXT:  ptr-read (2) malloc @f +0 unexplained

declare ptr @malloc(i64)

define ptr @f() {
  %src = call ptr @malloc(i64 16)
  %dst = call ptr @malloc(i64 8)
  %from = getelementptr i8, ptr %src, i64 8
  %word = load i64, ptr %from
  store i64 %word, ptr %dst
  %p = load ptr, ptr %dst
  ret ptr %p
}
