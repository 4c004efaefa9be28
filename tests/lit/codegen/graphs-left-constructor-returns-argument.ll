; A constructor that returns its argument makes that argument the remote object (it is
; registered, never a reply): the received graph stays the constructor's (left to it),
; although for a method a graph that is only returned is freed once the reply is
; marshaled (graphs-freed-returned.ll). Freeing it would leave the object table
; pointing to freed memory.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>' -pass-remarks-missed=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK-NOT:     @cormi_log_
; CHECK:         call ptr @C_new(ptr %graph)
; CHECK-NOT:     @cormi_log_
; CHECK:         ret i32 0

; REMARK: remark: <unknown>:0:0: received argument graphs of C_new are left to the method (never freed by cormi): argument 1 may escape: returned by C_new

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare i64 @__cormi_create(i32, ptr, ...)
declare ptr @malloc(i64)

; The configuration becomes the object.
define ptr @C_new(ptr %cfg) {
  ret ptr %cfg
}

define i64 @main() {
  %cfg = call ptr @malloc(i64 16)
  store i64 3, ptr %cfg
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @C_new, ptr %cfg)
  ret i64 %r
}
