; Indirect calls are resolved on the fly: the function objects that reach the
; called pointer (here through a table in a global) get the arguments, and
; their returns flow back. A function that never reaches the pointer is not
; called.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@table = global [2 x ptr] [ptr @first, ptr @second]

declare ptr @malloc(i64)

define ptr @first(ptr %x) {
  ret ptr %x
}

define ptr @second(ptr %y) {
  %n = call ptr @malloc(i64 4)
  ret ptr %n
}

define ptr @never(ptr %z) {
  ret ptr %z
}

define void @main(i64 %i) {
  %o = call ptr @malloc(i64 8)
  %slot = getelementptr [2 x ptr], ptr @table, i64 0, i64 %i
  %fp = load ptr, ptr %slot
  %r = call ptr %fp(ptr %o)
  ret void
}

; CHECK-LABEL: obj#1 (1,1) global @table size=16{{$}}
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT:   +8 -> {obj#3+0}
; CHECK-NEXT: obj#2 (2,2) function @first
; CHECK-NEXT: obj#3 (3,3) function @second
; CHECK-LABEL: fn @first
; CHECK-NEXT:   %x -> {obj#5+0}
; CHECK-LABEL: fn @never
; CHECK-NEXT:   %z -> {}
; CHECK-LABEL: fn @main
; CHECK:   %slot -> {obj#1+*}
; CHECK-NEXT:   %fp -> {obj#2+0, obj#3+0}
; CHECK-NEXT:   %r -> {obj#4+0, obj#5+0}
