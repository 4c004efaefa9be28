; A call through a pointer the heap analysis cannot name (here one that came back from
; an unknown external) is an external call: its pointer arguments leave the analysed code.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK: leak external(code called through an unknown pointer) @f #2

declare ptr @malloc(i64)
declare ptr @lookup()

define void @f() {
  %a = call ptr @malloc(i64 16)
  %fp = call ptr @lookup()
  call void %fp(ptr %a)
  ret void
}
