; A variable first index (pointer arithmetic, as optimised IR writes
; `&table[i]`) stays inside the pointed-to object: over an object of known
; size it reaches the same offset of every element (strided), here +0 and +16
; for the first field and +8 and +24 for the second; over an object of unknown
; size it is the variable-index location (+*).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@table = global [2 x { ptr, ptr }] zeroinitializer

declare ptr @malloc(i64)

define void @f(i64 %i, i64 %n) {
  %a = call ptr @malloc(i64 4)
  %b = call ptr @malloc(i64 4)
  %e = getelementptr inbounds { ptr, ptr }, ptr @table, i64 %i
  store ptr %a, ptr %e
  %v = getelementptr inbounds i8, ptr %e, i64 8
  store ptr %b, ptr %v
  %h = call ptr @malloc(i64 %n)
  %he = getelementptr inbounds ptr, ptr %h, i64 %i
  ret void
}

; CHECK-LABEL: obj#1 (1,1) global @table size=32{{$}}
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT:   +8 -> {obj#3+0}
; CHECK-NEXT:   +16 -> {obj#2+0}
; CHECK-NEXT:   +24 -> {obj#3+0}
; CHECK-LABEL: fn @f
; CHECK:   %e -> {obj#1+0, obj#1+16}
; CHECK:   %v -> {obj#1+8, obj#1+24}
; CHECK:   %he -> {obj#4+*}
