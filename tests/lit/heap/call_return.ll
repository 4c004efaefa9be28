; Calls: actual arguments flow to the callee's formals, returned values to the
; call's result (context-insensitive: both callers see both objects). The callee
; returns what it loads from a global, so it is no pass-through function
; (call_pass_through.ll).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

@g = global ptr null

define ptr @id(ptr %p) {
  store ptr %p, ptr @g
  %v = load ptr, ptr @g
  ret ptr %v
}

define void @main() {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  %ra = call ptr @id(ptr %a)
  %rb = call ptr @id(ptr %b)
  ret void
}

; CHECK-LABEL: fn @id
; CHECK-NEXT:   %p -> {obj#2+0, obj#3+0}
; CHECK-NEXT:   %v -> {obj#2+0, obj#3+0}
; CHECK-LABEL: fn @main
; CHECK:   %ra -> {obj#2+0, obj#3+0}
; CHECK-NEXT:   %rb -> {obj#2+0, obj#3+0}
