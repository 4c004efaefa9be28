; Digits written from an address by hand (no printf) and parsed back with strtoul: the
; parsed integer carries what the text's bytes carry, so the rebuilt pointer reaches the
; object (and, as an integer of unknown origin, any exposed one: none here).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare i64 @strtoul(ptr, ptr, i32)

define ptr @f() {
  %a = call ptr @malloc(i64 8)
  %buf = alloca [32 x i8], align 1
  %slot = alloca ptr, align 8
  store ptr %a, ptr %slot, align 8
  %bits = load i64, ptr %slot, align 8
  %digit = urem i64 %bits, 10
  %d8 = trunc i64 %digit to i8
  %c = add i8 %d8, 48
  store i8 %c, ptr %buf, align 1
  %n = call i64 @strtoul(ptr %buf, ptr null, i32 10)
  %p = inttoptr i64 %n to ptr
  ret ptr %p
}

; CHECK-LABEL: fn @f
; CHECK:       %p -> {obj#1+*}
