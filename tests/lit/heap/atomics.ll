; cmpxchg and atomicrmw xchg both store their new value and load the old one.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @f(ptr %slot) {
  %x = call ptr @malloc(i64 4)
  %y = call ptr @malloc(i64 4)
  %cell = alloca ptr
  %pair = cmpxchg ptr %cell, ptr null, ptr %x seq_cst seq_cst
  %old = atomicrmw xchg ptr %cell, ptr %y seq_cst
  %now = load ptr, ptr %cell
  ret void
}

; CHECK-LABEL: fn @f
; CHECK:   %old -> {obj#1+0, obj#2+0}
; CHECK-NEXT:   %now -> {obj#1+0, obj#2+0}
