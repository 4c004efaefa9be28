; print<cormi-heap-debug> lists calls whose callee pointer may be the unknown object:
; an indirect call of a pointer that unknown code returned, and a library call (qsort)
; that calls back through such a pointer, listed by its own instruction.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %s | FileCheck %s

declare ptr @get_callback()
declare void @qsort(ptr, i64, i64, ptr)

define void @main() {
  %fp = call ptr @get_callback()
  call void %fp()
  %arr = alloca [4 x ptr]
  call void @qsort(ptr %arr, i64 4, i64 8, ptr %fp)
  ret void
}

; CHECK-LABEL: cormi-heap-debug: unknown-externals=1 unknown-pointer-calls=2
; CHECK-NEXT: unknown-external @get_callback at @main #0
; CHECK-NEXT: unknown-pointer-call at @main #1
; CHECK-NEXT: unknown-pointer-call at @main #3
