; An integer that carries a pointer is no scalar data when stored as it is (ptrtoint),
; but is once its bits were changed (a tagged pointer, `(uintptr_t)p | 1`): stored over
; a pointer slot it would be a union whose active member cannot be known.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK:       scalar-store (1) malloc @f +8 size=8: i64 stored in f

declare ptr @malloc(i64)

define void @f() {
  %node = call ptr @malloc(i64 16)
  %child = call ptr @malloc(i64 16)
  %raw = ptrtoint ptr %child to i64
  store i64 %raw, ptr %node
  %tagged = or i64 %raw, 1
  %at = getelementptr i8, ptr %node, i64 8
  store i64 %tagged, ptr %at
  ret void
}
