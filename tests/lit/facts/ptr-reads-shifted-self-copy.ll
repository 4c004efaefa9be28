; A copy of unknown length within one object, one slot further on (`memmove(a, a + 8,
; n)`: a queue moving its entries down), carries a pointer read at +0 back to +8, that
; one to +16, and so on without end: past 256 slots of one allocation site, a carried
; slot is read anywhere in it (+*), and the fixpoint ends.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s

; CHECK:     ptr-read (1) malloc @f +0
; CHECK:     ptr-read (1) malloc @f +2040
; CHECK-NOT: ptr-read (1) malloc @f +2048
; CHECK:     ptr-read (1) malloc @f +*

declare ptr @malloc(i64)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)

define ptr @f(i64 %n) {
  %q = call ptr @malloc(i64 %n)
  %next = getelementptr i8, ptr %q, i64 8
  call void @llvm.memmove.p0.p0.i64(ptr %q, ptr %next, i64 %n, i1 false)
  %p = load ptr, ptr %q
  ret ptr %p
}
