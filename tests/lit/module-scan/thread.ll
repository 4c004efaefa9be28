; Handing a pointer to another thread (pthread_create, thrd_create) is a way out of
; its own kind, not an external call.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       leak thread(pthread_create) @f #1
; CHECK-NEXT:  leak thread(thrd_create) @f #2
; CHECK-NOT:   external(pthread_create)
; CHECK-NOT:   external(thrd_create)

declare ptr @malloc(i64)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @thrd_create(ptr, ptr, ptr)

define internal ptr @run(ptr %arg) {
  ret ptr null
}

define void @f() {
  %a = call ptr @malloc(i64 16)
  %r = call i32 @pthread_create(ptr null, ptr null, ptr @run, ptr %a)
  %s = call i32 @thrd_create(ptr null, ptr @run, ptr %a)
  ret void
}
