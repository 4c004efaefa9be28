; qsort with a constant element size moves whole elements: a record's pointer may land
; in any record at the same offset in the record (+0 and +16 get both targets), never at
; another offset (+8, +24 hold data) nor at a variable one (no +* field).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@x = global i32 0
@y = global i32 0
@recs = global [2 x { ptr, i64 }] zeroinitializer

declare void @qsort(ptr, i64, i64, ptr)

define i32 @cmp(ptr %a, ptr %b) {
  ret i32 0
}

define void @main() {
  store ptr @x, ptr @recs
  store i64 1, ptr getelementptr (i8, ptr @recs, i64 8)
  store ptr @y, ptr getelementptr (i8, ptr @recs, i64 16)
  store i64 2, ptr getelementptr (i8, ptr @recs, i64 24)
  call void @qsort(ptr @recs, i64 2, i64 16, ptr @cmp)
  %second = load ptr, ptr getelementptr (i8, ptr @recs, i64 16)
  ret void
}

; CHECK: obj#3 (3,3) global @recs size=32{{$}}
; CHECK-NEXT:   +0 -> {obj#1+0, obj#2+0}
; CHECK-NEXT:   +16 -> {obj#1+0, obj#2+0}
; CHECK-NEXT: obj#
; CHECK-LABEL: fn @cmp
; CHECK-NEXT:   %a -> {obj#3+0, obj#3+16}
; CHECK-NEXT:   %b -> {obj#3+0, obj#3+16}
; CHECK-LABEL: fn @main
; CHECK:   %second -> {obj#1+0, obj#2+0}
