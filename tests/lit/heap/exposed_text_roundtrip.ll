; An integer of unknown origin (text parsed back by strtoul) turned into a pointer may be
; any exposed address: the object whose address was formatted with %lu through a
; ptrtoint, at the same offset; the object never exposed is not among them.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@fmt = private constant [4 x i8] c"%lu\00"

declare ptr @malloc(i64)
declare i64 @strtoul(ptr, ptr, i32)
declare i32 @snprintf(ptr, i64, ptr, ...)

define ptr @f(ptr %buf) {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  %ia = ptrtoint ptr %a to i64
  %r = call i32 (ptr, i64, ptr, ...) @snprintf(ptr %buf, i64 32, ptr @fmt, i64 %ia)
  %n = call i64 @strtoul(ptr %buf, ptr null, i32 10)
  %p = inttoptr i64 %n to ptr
  ret ptr %b
}

; CHECK-LABEL: fn @f
; CHECK:       %a -> {obj#2+0}
; CHECK-NEXT:  %b -> {obj#3+0}
; CHECK-NEXT:  %p -> {obj#2+0}
