; A pointer formatted with %p is exposed (the text can be parsed back); one formatted with
; %s is not (its characters are printed, not its address). Seen through an integer of
; unknown origin turned into a pointer.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@fmt_p = private constant [3 x i8] c"%p\00"
@fmt_s = private constant [3 x i8] c"%s\00"

declare ptr @malloc(i64)
declare i64 @random_bits()
declare i32 @printf(ptr, ...)

define ptr @f() {
  %printed = call ptr @malloc(i64 8)
  %named = call ptr @malloc(i64 8)
  %r1 = call i32 (ptr, ...) @printf(ptr @fmt_p, ptr %printed)
  %r2 = call i32 (ptr, ...) @printf(ptr @fmt_s, ptr %named)
  %n = call i64 @random_bits()
  %p = inttoptr i64 %n to ptr
  ret ptr %p
}

; CHECK-LABEL: fn @f
; CHECK:       %p -> {unknown, obj#3+0}
