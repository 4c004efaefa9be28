; A function whose address is passed to unknown code may be called back by it
; with unknown arguments, and what it returns escapes.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare void @register_handler(ptr)
declare ptr @malloc(i64)

define ptr @handler(ptr %arg) {
  %m = call ptr @malloc(i64 8)
  ret ptr %m
}

define void @f() {
  call void @register_handler(ptr @handler)
  ret void
}

; CHECK: obj#0 (0,0) unknown collapsed
; CHECK-NEXT:   +* -> {unknown, obj#1+0, obj#2+0}
; CHECK-NEXT: obj#1 (1,1) malloc @handler size=8 escaped
; CHECK-NEXT:   +0 -> {unknown, obj#1+0, obj#2+0}
; CHECK-NEXT: obj#2 (2,2) function @handler escaped
; CHECK-LABEL: fn @handler
; CHECK-NEXT:   %arg -> {unknown, obj#1+0, obj#2+0}
