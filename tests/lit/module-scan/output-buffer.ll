; The buffer of an output call (fwrite, write, send, ...) leaves the process: a pointer
; held in its bytes can come back. Only the buffer argument is the way out.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       leak output(fwrite) @f #1
; CHECK:       leak output(write) @f #2
; CHECK:       leak output(send) @f #3
; CHECK-NOT:   leak output

declare ptr @malloc(i64)
declare i64 @fwrite(ptr, i64, i64, ptr)
declare i64 @write(i32, ptr, i64)
declare i64 @send(i32, ptr, i64, i32)

define void @f(ptr %stream) {
  %a = call ptr @malloc(i64 16)
  %1 = call i64 @fwrite(ptr %a, i64 1, i64 16, ptr %stream)
  %2 = call i64 @write(i32 1, ptr %a, i64 16)
  %3 = call i64 @send(i32 3, ptr %a, i64 16, i32 0)
  ret void
}
