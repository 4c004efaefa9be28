; A `struct tm`'s tm_zone, read as a pointer, points to glibc's time zone names, whose
; extent nothing knows: sending the struct is a compile error naming them (never the
; sender's address on the receiving node).
; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: cormi: in function 'main': argument 1 of A_zone: field at byte 48 of (lib:tm-buffer): may point to (lib:tz-names), which cannot be copied

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @localtime(ptr)

define i64 @A_zone(ptr %self, ptr %tm) {
  %z = getelementptr i8, ptr %tm, i64 48
  %p = load ptr, ptr %z
  %c = load i8, ptr %p
  %v = zext i8 %c to i64
  ret i64 %v
}

define i64 @main(i64 %r, ptr %t) {
  %l = call ptr @localtime(ptr %t)
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_zone, ptr %l)
  ret i64 %n
}
