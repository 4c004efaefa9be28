; atomicrmw and cmpxchg of a pointer return the old pointer: a pointer read of the
; slot they access.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @f +0 explained
; CHECK-NEXT:  ptr-read (1) malloc @f +8 explained

declare ptr @malloc(i64)

define void @f() {
  %cell = call ptr @malloc(i64 16)
  %new = call ptr @malloc(i64 8)
  %old = atomicrmw xchg ptr %cell, ptr %new seq_cst
  %at = getelementptr i8, ptr %cell, i64 8
  %x = cmpxchg ptr %at, ptr null, ptr %new seq_cst seq_cst
  ret void
}
