; Loads and stores: a pointer stored into a stack slot is what a later load of that
; slot yields (the -O0 pattern: locals live in allocas).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @main() {
  %slot = alloca ptr
  %m = call ptr @malloc(i64 16)
  store ptr %m, ptr %slot
  %l = load ptr, ptr %slot
  ret void
}

; CHECK-LABEL: obj#1 (1,1) alloca @main size=8
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT: obj#2 (2,2) malloc @main size=16
; CHECK-LABEL: fn @main
; CHECK-NEXT:   %slot -> {obj#1+0}
; CHECK-NEXT:   %m -> {obj#2+0}
; CHECK-NEXT:   %l -> {obj#2+0}
