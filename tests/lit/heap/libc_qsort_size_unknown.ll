; qsort with an element size known only at run time: any slot of the array may
; afterwards hold what any slot held, also at offsets not known (a +* field), and the
; comparator gets pointers anywhere into the array.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@x = global i32 0
@y = global i32 0
@recs = global [2 x { ptr, i64 }] zeroinitializer

declare void @qsort(ptr, i64, i64, ptr)

define i32 @cmp(ptr %a, ptr %b) {
  ret i32 0
}

define void @main(i64 %size) {
  store ptr @x, ptr @recs
  store ptr @y, ptr getelementptr (i8, ptr @recs, i64 16)
  call void @qsort(ptr @recs, i64 2, i64 %size, ptr @cmp)
  %first = load ptr, ptr @recs
  ret void
}

; CHECK: obj#3 (3,3) global @recs size=32
; CHECK:   +* -> {obj#1+0, obj#2+0}
; CHECK-LABEL: fn @cmp
; CHECK-NEXT:   %a -> {obj#3+*}
; CHECK-LABEL: fn @main
; CHECK:   %first -> {obj#1+0, obj#2+0}
