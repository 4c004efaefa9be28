; Copies: phi and select merge the points-to sets of their operands; casts
; ptrtoint/inttoptr keep provenance: exactly through a plain round trip or an add
; of a constant, as a variable index (+*) through other arithmetic.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define ptr @pick(i1 %c) {
entry:
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  br i1 %c, label %l, label %r
l:
  br label %j
r:
  br label %j
j:
  %p = phi ptr [ %a, %l ], [ %b, %r ]
  %s = select i1 %c, ptr %a, ptr null
  %i = ptrtoint ptr %s to i64
  %q = inttoptr i64 %i to ptr
  %i8 = add i64 %i, 8
  %q8 = inttoptr i64 %i8 to ptr
  %ib = ptrtoint ptr %b to i64
  %m = and i64 %ib, -16
  %qm = inttoptr i64 %m to ptr
  ret ptr %p
}

; CHECK-LABEL: fn @pick
; CHECK:   %a -> {obj#1+0}
; CHECK-NEXT:   %b -> {obj#2+0}
; CHECK-NEXT:   %p -> {obj#1+0, obj#2+0}
; CHECK-NEXT:   %s -> {obj#1+0}
; CHECK-NEXT:   %q -> {obj#1+0}
; CHECK-NEXT:   %q8 -> {obj#1+8}
; CHECK-NEXT:   %qm -> {obj#2+*}
