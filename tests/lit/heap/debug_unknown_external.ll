; print<cormi-heap-debug> lists every call of a declared function that has no
; library model (unknown code), per call site; modelled ones (malloc) are not listed.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare void @mystery(i64)

define void @main() {
  %m = call ptr @malloc(i64 8)
  call void @mystery(i64 1)
  call void @mystery(i64 2)
  ret void
}

; CHECK-LABEL: cormi-heap-debug: unknown-externals=2 unknown-pointer-calls=0
; CHECK-NEXT: unknown-external @mystery at @main #1
; CHECK-NEXT: unknown-external @mystery at @main #2
; CHECK-NOT: @malloc
