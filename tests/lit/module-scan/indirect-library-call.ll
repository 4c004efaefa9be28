; A library function called through a pointer (a global, or a field of an ops struct)
; has the effects of a direct call: memcpy is a copy, free a free.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       write copy(memcpy) @f #2
; CHECK:       leak free(free) @f #5
; CHECK-NOT:   unknown pointer

%Ops = type { ptr }

@copy = global ptr @memcpy
@ops = global %Ops { ptr @free }

declare ptr @malloc(i64)
declare ptr @memcpy(ptr, ptr, i64)
declare void @free(ptr)

define void @f(ptr %dst) {
  %a = call ptr @malloc(i64 16)
  %c = load ptr, ptr @copy
  %r = call ptr %c(ptr %dst, ptr %a, i64 8)
  %slot = getelementptr %Ops, ptr @ops, i32 0, i32 0
  %rel = load ptr, ptr %slot
  call void %rel(ptr %a)
  ret void
}
