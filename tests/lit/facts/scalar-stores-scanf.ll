; The conversions sscanf writes are data: the first byte of each destination after the
; format (a number parsed into a union's member lands on its pointer's bytes).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK-LABEL: scalar-store (1) global @.text +0 size=6: data in the initializer of .text
; CHECK-NEXT:  scalar-store (2) global @.format +0 size=4: data in the initializer of .format
; CHECK-NEXT:  scalar-store (3) malloc @f +8 size=1: data written by __isoc99_sscanf in f

@.text = private constant [6 x i8] c"12345\00"
@.format = private constant [4 x i8] c"%ld\00"

declare ptr @malloc(i64)
declare i32 @__isoc99_sscanf(ptr, ptr, ...)

define void @f() {
  %v = call ptr @malloc(i64 16)
  %num = getelementptr i8, ptr %v, i64 8
  %n = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr @.text, ptr @.format, ptr %num)
  ret void
}
