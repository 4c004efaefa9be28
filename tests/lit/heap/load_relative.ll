; Relative lookup tables (optimised IR): i32 entries computed from addresses
; (trunc(ptrtoint @str - ptrtoint @table)) carry those addresses, and
; llvm.load.relative yields what the table's entries carry.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@a = private constant [2 x i8] c"a\00"
@b = private constant [2 x i8] c"b\00"
@table = internal constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @a to i64), i64 ptrtoint (ptr @table to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @table to i64)) to i32)]

declare ptr @llvm.load.relative.i64(ptr, i64)

define ptr @name(i64 %i) {
  %off = shl i64 %i, 2
  %p = call ptr @llvm.load.relative.i64(ptr @table, i64 %off)
  ret ptr %p
}

; CHECK-LABEL: fn @name
; CHECK-NEXT:   %p -> {obj#1+0, obj#2+0, obj#3+0}
