; A field loaded as a pointer that never holds one in the analysis (always NULL, or
; never written) is an unexplained read: the receiver writes NULL there instead of
; taking bytes from the message.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @f +0 explained
; CHECK-NEXT:  ptr-read (1) malloc @f +8 unexplained

declare ptr @malloc(i64)

define ptr @f() {
  %node = call ptr @malloc(i64 16)
  %child = call ptr @malloc(i64 16)
  store ptr %child, ptr %node
  %next = getelementptr i8, ptr %node, i64 8
  store ptr null, ptr %next
  %a = load ptr, ptr %node
  %b = load ptr, ptr %next
  ret ptr %b
}
