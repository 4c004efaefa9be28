; A variable-index GEP points to "any offset" (+*) of its object without
; collapsing it: a store through it reaches every field (here +0 and +8), a
; load through it would read every field, and the fields stay apart for
; constant-offset accesses. The object is marked `indexed` and lists a +*
; field: pointers stored through the variable index may lie at any offset.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @f(i64 %i) {
  %arr = call ptr @malloc(i64 64)
  %x = call ptr @malloc(i64 4)
  %e = getelementptr ptr, ptr %arr, i64 %i
  store ptr %x, ptr %e
  %k = getelementptr i8, ptr %arr, i64 8
  %l = load ptr, ptr %k
  ret void
}

; CHECK-LABEL: obj#1 (1,1) malloc @f size=64 indexed{{$}}
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT:   +8 -> {obj#2+0}
; CHECK-NEXT:   +* -> {obj#2+0}
; CHECK-LABEL: fn @f
; CHECK:   %e -> {obj#1+*}
; CHECK-NEXT:   %k -> {obj#1+8}
; CHECK-NEXT:   %l -> {obj#2+0}
