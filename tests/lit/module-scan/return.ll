; A returned value is a way out named by the returning function (the escape analysis
; follows it to the callers); a ret without a value is not.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       leak return(make) @make #1
; CHECK-NOT:   return(nothing)

declare ptr @malloc(i64)

define ptr @make() {
  %a = call ptr @malloc(i64 16)
  ret ptr %a
}

define void @nothing() {
  ret void
}
