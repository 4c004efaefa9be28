; A constant vector store merged by the optimiser from `p->v = 5; p->next = NULL;`:
; only its non-zero element is data (+0, 8 bytes); the zero half is a null pointer.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK:       scalar-store (1) malloc @f +0 size=8: <2 x i64> stored in f

declare ptr @malloc(i64)

define void @f() {
  %node = call ptr @malloc(i64 16)
  store <2 x i64> <i64 5, i64 0>, ptr %node
  ret void
}
