; Mutual recursion through remote calls terminates: ping passes its argument to
; pong remotely and pong back to ping; each physical number is cloned at most
; once per remote method and direction, so exactly two argument clones exist
; (one per method) and the result clones are bounded the same way.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

@peer = global i64 0

define ptr @ping(ptr %self, ptr %x) {
  %r = load i64, ptr @peer
  %y = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @pong, ptr %x)
  ret ptr %y
}

define ptr @pong(ptr %self, ptr %x) {
  %r = load i64, ptr @peer
  %y = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @ping, ptr %x)
  ret ptr %x
}

define void @main() {
  %r = load i64, ptr @peer
  %o = call ptr @malloc(i64 16)
  %z = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @ping, ptr %o)
  ret void
}

; CHECK: cormi-heap: objects=7
; CHECK: obj#2 (2,2) malloc @main size=16
; CHECK-NEXT: obj#3 (3,2) malloc @main size=16 clone-of obj#2 @ping arg
; CHECK-NEXT: obj#4 (4,2) malloc @main size=16 clone-of obj#3 @pong arg
; CHECK-NEXT: obj#5 (5,2) malloc @main size=16 clone-of obj#4 @pong ret
; CHECK-NEXT: obj#6 (6,2) malloc @main size=16 clone-of obj#5 @ping ret
; CHECK-LABEL: fn @ping
; CHECK-NEXT:   %self -> {}
; CHECK-NEXT:   %x -> {obj#3+0}
; CHECK-NEXT:   %y -> {obj#5+0}
; CHECK-LABEL: fn @pong
; CHECK-NEXT:   %self -> {}
; CHECK-NEXT:   %x -> {obj#4+0}
; CHECK-NEXT:   %y -> {obj#6+0}
; CHECK-LABEL: fn @main
; CHECK:   %z -> {obj#6+0}
