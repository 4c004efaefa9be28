; Library callbacks are indirect calls resolved on the fly: qsort calls the
; comparator with elements' starts, bsearch with the key and an element's start (the
; element size is a constant: a strided step; it returns one), pthread_create calls the start routine
; with its argument, atexit calls its function.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare void @qsort(ptr, i64, i64, ptr)
declare ptr @bsearch(ptr, ptr, i64, i64, ptr)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @atexit(ptr)

define i32 @cmp(ptr %x, ptr %y) {
  ret i32 0
}

define i32 @bcmp_key(ptr %k, ptr %e) {
  ret i32 0
}

define ptr @worker(ptr %arg) {
  ret ptr null
}

define void @bye() {
  ret void
}

define void @main() {
  %arr = call ptr @malloc(i64 80)
  %key = call ptr @malloc(i64 8)
  %targ = call ptr @malloc(i64 8)
  %tid = alloca i64
  call void @qsort(ptr %arr, i64 10, i64 8, ptr @cmp)
  %found = call ptr @bsearch(ptr %key, ptr %arr, i64 10, i64 8, ptr @bcmp_key)
  %rc = call i32 @pthread_create(ptr %tid, ptr null, ptr @worker, ptr %targ)
  %rc2 = call i32 @atexit(ptr @bye)
  ret void
}

; CHECK: obj#1 (1,1) malloc @main size=80{{$}}
; CHECK-NEXT: obj#2 (2,2) malloc @main size=8
; CHECK-NEXT: obj#3 (3,3) malloc @main size=8
; CHECK-LABEL: fn @cmp
; CHECK-NEXT:   %x -> {obj#1+0, obj#1+8, obj#1+16, obj#1+24, obj#1+32, obj#1+40, obj#1+48, obj#1+56, obj#1+64, obj#1+72}
; CHECK-NEXT:   %y -> {obj#1+0, obj#1+8, obj#1+16, obj#1+24, obj#1+32, obj#1+40, obj#1+48, obj#1+56, obj#1+64, obj#1+72}
; CHECK-LABEL: fn @bcmp_key
; CHECK-NEXT:   %k -> {obj#2+0}
; CHECK-NEXT:   %e -> {obj#1+0, obj#1+8, obj#1+16, obj#1+24, obj#1+32, obj#1+40, obj#1+48, obj#1+56, obj#1+64, obj#1+72}
; CHECK-LABEL: fn @worker
; CHECK-NEXT:   %arg -> {obj#3+0}
; CHECK-LABEL: fn @main
; CHECK:   %found -> {obj#1+0, obj#1+8, obj#1+16, obj#1+24, obj#1+32, obj#1+40, obj#1+48, obj#1+56, obj#1+64, obj#1+72}
