; A pointer turned into an integer leaves the analysed code (its bits can be hashed,
; printed or turned back); only ptrtoint is recorded, not the integer arithmetic after it.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       leak ptrtoint @f #1
; CHECK-NOT:   leak ptrtoint
; CHECK:       leak return(f) @f #3

declare ptr @malloc(i64)

define i64 @f() {
  %a = call ptr @malloc(i64 16)
  %i = ptrtoint ptr %a to i64
  %h = xor i64 %i, 12345
  ret i64 %h
}
