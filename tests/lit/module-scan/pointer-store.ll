; A store whose value may carry a pointer is a write; a store of an integer or of a
; null pointer (no points-to) is not.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK-NOT:   write
; CHECK:       write store @f #2
; CHECK-NOT:   write

declare ptr @malloc(i64)

define void @f() {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  store ptr %b, ptr %a
  store i32 5, ptr %b
  store ptr null, ptr %b
  ret void
}
