; qsort moves elements between the slots of the array it sorts: afterwards
; every slot may hold what any slot held.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@x = global i32 0
@y = global i32 0
@ptrs = global [2 x ptr] zeroinitializer

declare void @qsort(ptr, i64, i64, ptr)

define i32 @cmp(ptr %a, ptr %b) {
  ret i32 0
}

define void @main() {
  store ptr @y, ptr @ptrs
  store ptr @x, ptr getelementptr (i8, ptr @ptrs, i64 8)
  call void @qsort(ptr @ptrs, i64 2, i64 8, ptr @cmp)
  %first = load ptr, ptr @ptrs
  ret void
}

; CHECK: obj#3 (3,3) global @ptrs size=16
; CHECK-NEXT:   +0 -> {obj#1+0, obj#2+0}
; CHECK-NEXT:   +8 -> {obj#1+0, obj#2+0}
; CHECK-LABEL: fn @main
; CHECK:   %first -> {obj#1+0, obj#2+0}
