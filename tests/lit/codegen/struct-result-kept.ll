; A method returns a slice { ptr, i64 } whose bytes it also keeps in its object
; (self->buf): the serving node never frees them (the remark names the store), in every
; mode.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %s | FileCheck %s --check-prefix=ESCAPE

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call { ptr, i64 } @S_kept(
; CHECK-NOT:     @cormi_handles_free_objects
; CHECK:         ret i32 0

; REMARK: remark: <unknown>:0:0: the graphs held by the struct value returned by S_kept are left to the method on the serving node (never freed by cormi): stored into self (the object allocated in S_new (malloc)) in S_kept

; ESCAPE: escape @S_kept reply kept: stored into self

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

define ptr @S_new() {
  %o = call ptr @malloc(i64 8)
  store ptr null, ptr %o
  ret ptr %o
}

define { ptr, i64 } @S_kept(ptr %self, i64 %n) {
  %a = call ptr @malloc(i64 %n)
  store i8 1, ptr %a
  store ptr %a, ptr %self
  %r0 = insertvalue { ptr, i64 } undef, ptr %a, 0
  %r1 = insertvalue { ptr, i64 } %r0, i64 %n, 1
  ret { ptr, i64 } %r1
}

define i8 @main() {
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @S_new)
  %s = call { ptr, i64 } (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @S_kept, i64 16)
  %p = extractvalue { ptr, i64 } %s, 0
  %v = load i8, ptr %p
  call void @free(ptr %p)
  ret i8 %v
}
