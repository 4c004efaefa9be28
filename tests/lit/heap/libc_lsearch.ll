; lsearch appends the key to the array when it is absent: the key's pointer field lands
; in the elements at its offset in the element; lfind and lsearch call the comparator
; with the key and an element's start and return an element's start.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@x = global i32 0
@key = global { ptr, i64 } zeroinitializer
@recs = global [2 x { ptr, i64 }] zeroinitializer

declare ptr @lsearch(ptr, ptr, ptr, i64, ptr)
declare ptr @lfind(ptr, ptr, ptr, i64, ptr)

define i32 @cmp(ptr %k, ptr %e) {
  ret i32 0
}

define void @main() {
  %n = alloca i64
  store ptr @x, ptr @key
  %added = call ptr @lsearch(ptr @key, ptr @recs, ptr %n, i64 16, ptr @cmp)
  %found = call ptr @lfind(ptr @key, ptr @recs, ptr %n, i64 16, ptr @cmp)
  ret void
}

; CHECK: obj#3 (3,3) global @recs size=32{{$}}
; CHECK-NEXT:   +0 -> {obj#1+0}
; CHECK-NEXT:   +16 -> {obj#1+0}
; CHECK-NEXT: obj#
; CHECK-LABEL: fn @cmp
; CHECK-NEXT:   %k -> {obj#2+0}
; CHECK-NEXT:   %e -> {obj#3+0, obj#3+16}
; CHECK-LABEL: fn @main
; CHECK:   %added -> {obj#3+0, obj#3+16}
; CHECK-NEXT:   %found -> {obj#3+0, obj#3+16}
