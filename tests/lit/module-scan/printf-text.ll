; A pointer formatted as text can be read back with sscanf: a printf-family call is a
; text way out when its format has a %p conversion or is not a constant; a constant
; format without %p (a literal %%p included) is not.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK-NOT:   leak text
; CHECK:       leak text(printf) @f #1
; CHECK-NOT:   leak text
; CHECK:       leak text(fprintf) @f #4
; CHECK-NOT:   leak text

declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)
declare i32 @fprintf(ptr, ptr, ...)

@pointer = private constant [4 x i8] c"%p\0A\00"
@integer = private constant [4 x i8] c"%d\0A\00"
@percent = private constant [5 x i8] c"%%p\0A\00"

define void @f(ptr %stream, ptr %format) {
  %a = call ptr @malloc(i64 16)
  %1 = call i32 (ptr, ...) @printf(ptr @pointer, ptr %a)
  %2 = call i32 (ptr, ...) @printf(ptr @integer, i32 1)
  %3 = call i32 (ptr, ...) @printf(ptr @percent)
  %4 = call i32 (ptr, ptr, ...) @fprintf(ptr %stream, ptr %format, ptr %a)
  ret void
}
