; The unknown object: an unknown external's pointer result is unknown (plus
; everything that escaped), a pointer passed to it escapes (its fields may hold
; anything unknown code stores), and inttoptr of a constant is unknown.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare ptr @mystery(ptr)

define void @f() {
  %kept = call ptr @malloc(i64 8)
  %given = call ptr @malloc(i64 8)
  %r = call ptr @mystery(ptr %given)
  %l = load ptr, ptr %given
  %hw = inttoptr i64 4096 to ptr
  ret void
}

; CHECK: obj#0 (0,0) unknown collapsed
; CHECK-NEXT:   +* -> {unknown, obj#2+0}
; CHECK-NEXT: obj#1 (1,1) malloc @f size=8{{$}}
; CHECK-NEXT: obj#2 (2,2) malloc @f size=8 escaped
; CHECK-NEXT:   +0 -> {unknown, obj#2+0}
; CHECK-LABEL: fn @f
; CHECK:   %r -> {unknown, obj#2+0}
; CHECK-NEXT:   %l -> {unknown, obj#2+0}
; CHECK-NEXT:   %hw -> {unknown}
