; A library string (strerror's message) whose size a marshaler asks at run time is
; noted right after every call that returns one: strlen + 1 bytes, measured on zeros
; when the result is null (the runtime ignores a null note) (pass/src/codegen/notes.rs).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define i64 @main(
; CHECK:         %m = call ptr @strerror(i32 %e)
; CHECK-NEXT:    %null = icmp eq ptr %m, null
; CHECK-NEXT:    %measured = select i1 %null, ptr @cormi.library.zeros, ptr %m
; CHECK-NEXT:    %len = call i64 @strlen(ptr %measured)
; CHECK-NEXT:    %bytes = add i64 %len, 1
; CHECK-NEXT:    call void @cormi_extent_note(ptr %m, i64 %bytes)
; CHECK-LABEL: define i64 @other(
; CHECK:         %o = call ptr @strerror(i32 %e)
; CHECK-NEXT:    icmp eq ptr %o, null
; CHECK:         call void @cormi_extent_note(ptr %o,

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @strerror(i32)

define i64 @A_len(ptr %self, ptr %s) {
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

define i64 @main(i64 %r, i32 %e) {
  %m = call ptr @strerror(i32 %e)
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %m)
  %k = call i64 @other(i32 %e)
  ret i64 %n
}

; Another call of strerror, whose result no marshaler sends: noted too (the object is
; one for the whole program).
define i64 @other(i32 %e) {
  %o = call ptr @strerror(i32 %e)
  %c = load i8, ptr %o
  %v = zext i8 %c to i64
  ret i64 %v
}
