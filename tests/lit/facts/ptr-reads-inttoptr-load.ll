; An i64 load that feeds inttoptr reads a pointer; an i64 load used as an integer
; does not.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @f +0 unexplained

declare ptr @malloc(i64)

define ptr @f() {
  %node = call ptr @malloc(i64 16)
  %word = load i64, ptr %node
  %p = inttoptr i64 %word to ptr
  %at = getelementptr i8, ptr %node, i64 8
  %hash = load i64, ptr %at
  %h = add i64 %hash, 1
  store i64 %h, ptr %at
  ret ptr %p
}
