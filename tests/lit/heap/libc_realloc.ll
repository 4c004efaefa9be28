; realloc returns a new object that holds the old one's contents (field-wise),
; or the old block itself (grown in place: the result may alias the argument),
; and __rust_realloc(ptr, old, align, new) does the same.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare ptr @__rust_realloc(ptr, i64, i64, i64)

define void @f() {
  %old = call ptr @malloc(i64 16)
  %x = call ptr @malloc(i64 4)
  %f8 = getelementptr i8, ptr %old, i64 8
  store ptr %x, ptr %f8
  %new = call ptr @realloc(ptr %old, i64 32)
  %n8 = getelementptr i8, ptr %new, i64 8
  %l = load ptr, ptr %n8
  %r = call ptr @__rust_realloc(ptr %new, i64 32, i64 8, i64 64)
  ret void
}

; CHECK: obj#3 (3,3) realloc @f size=32
; CHECK-NEXT:   +8 -> {obj#2+0}
; CHECK-NEXT: obj#4 (4,4) __rust_realloc @f size=64
; CHECK-NEXT:   +8 -> {obj#2+0}
; CHECK-LABEL: fn @f
; CHECK:   %new -> {obj#1+0, obj#3+0}
; CHECK:   %l -> {obj#2+0}
; CHECK-NEXT:   %r -> {obj#1+0, obj#3+0, obj#4+0}
