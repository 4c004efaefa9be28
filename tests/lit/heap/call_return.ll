; Calls: actual arguments flow to the callee's formals, returned values to the
; call's result (context-insensitive: both callers see both objects).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define ptr @id(ptr %p) {
  ret ptr %p
}

define void @main() {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  %ra = call ptr @id(ptr %a)
  %rb = call ptr @id(ptr %b)
  ret void
}

; CHECK-LABEL: fn @id
; CHECK-NEXT:   %p -> {obj#1+0, obj#2+0}
; CHECK-LABEL: fn @main
; CHECK:   %ra -> {obj#1+0, obj#2+0}
; CHECK-NEXT:   %rb -> {obj#1+0, obj#2+0}
