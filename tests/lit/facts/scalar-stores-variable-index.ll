; A store at a variable index has no known offset: +* (it never overlaps a known
; pointer field).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK:       scalar-store (1) malloc @f +* size=4: float stored in f

declare ptr @malloc(i64)

define void @f(i64 %i) {
  %array = call ptr @malloc(i64 64)
  %at = getelementptr float, ptr %array, i64 %i
  store float 1.0, ptr %at
  ret void
}
