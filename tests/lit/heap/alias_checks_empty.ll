; No assertion calls: exactly one summary line, total=0; a call named like an
; assertion with fewer than two pointer arguments is not an assertion.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %s | FileCheck %s --match-full-lines

declare void @MAYALIAS(ptr)

define void @f(ptr %p) {
  call void @MAYALIAS(ptr %p)
  ret void
}

; CHECK: check-summary total=0 ok=0 fail=0
; CHECK-NOT: {{.}}
