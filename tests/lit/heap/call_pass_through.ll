; A pass-through function (every ret returns one parameter unchanged, here through a
; stack slot as at -O0): each direct call's result is that call's own argument, not
; what every caller passed; the formal still holds both (the body runs as usual).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define internal ptr @cast_away_const(ptr %p) {
  %slot = alloca ptr
  store ptr %p, ptr %slot
  %v = load ptr, ptr %slot
  ret ptr %v
}

define void @main() {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  %ra = call ptr @cast_away_const(ptr %a)
  %rb = call ptr @cast_away_const(ptr %b)
  ret void
}

; CHECK-LABEL: fn @cast_away_const
; CHECK-NEXT:   %p -> {obj#2+0, obj#3+0}
; CHECK-LABEL: fn @main
; CHECK:   %ra -> {obj#2+0}
; CHECK-NEXT:   %rb -> {obj#3+0}
