; A method that returns a pointer into its argument graph (the string a record points
; to) and keeps nothing else of it: the serving node frees the received graph once the
; reply is marshaled (modes without reuse) or keeps it for the next call (reuse modes),
; and the reply frees the returned string. The reply's objects leave the argument log
; first (cormi_log_forget), so each object is freed once. Before, the graph was left to
; the method ("argument 1 may escape: returned by F_name") and leaked every call.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>,verify' -S %s | FileCheck %s --check-prefix=REUSE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %[[LOG:[0-9]+]] = call ptr @cormi_log_take(ptr null)
; CHECK:         call ptr @F_name(
; CHECK:         call void @cormi_log_forget(ptr %[[LOG]], ptr %[[H:[0-9]+]])
; CHECK-NEXT:    call void @cormi_handles_free_objects(ptr %[[H]])
; CHECK:         call void @cormi_log_release(ptr %[[LOG]])
; CHECK:         ret i32 0

; REUSE-LABEL: define internal i32 @__cormi_server_
; REUSE:         %[[LOG:[0-9]+]] = call ptr @cormi_log_take(ptr @__cormi_reuse_
; REUSE:         call void @cormi_log_forget(ptr %[[LOG]], ptr %[[H:[0-9]+]])
; REUSE-NEXT:    call void @cormi_handles_free_objects(ptr %[[H]])
; REUSE:         call void @cormi_log_put(ptr @__cormi_reuse_{{[0-9a-f]+}}, ptr %[[LOG]])

; REMARK: remark: <unknown>:0:0: received argument graphs of F_name are freed after the call: no object reachable from an argument escapes the method but by being returned (argument 1), so only once the reply is marshaled (returned objects are freed by the reply)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare ptr @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare ptr @strdup(ptr)
declare void @free(ptr)
@text = private constant [4 x i8] c"abc\00"

; The record's name.
define ptr @F_name(ptr %self, ptr %rec) {
  %name = load ptr, ptr %rec
  ret ptr %name
}

define i64 @main(i64 %r) {
  %rec = call ptr @malloc(i64 16)
  %s = call ptr @strdup(ptr @text)
  store ptr %s, ptr %rec
  %f = getelementptr i8, ptr %rec, i64 8
  store i64 7, ptr %f
  %n = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @F_name, ptr %rec)
  %c = load i8, ptr %n
  call void @free(ptr %n)
  %v = zext i8 %c to i64
  ret i64 %v
}
