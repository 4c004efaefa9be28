; cormi-heap-dot<dir=D> creates a missing directory D (and its parents) and
; writes the graphs there; a path that cannot be a directory is an error that
; names it.
; RUN: rm -rf %t.dir %t.file && touch %t.file
; RUN: opt -load-pass-plugin=%cormi -passes='cormi-heap-dot<dir=%t.dir/a/b>' -disable-output %s | FileCheck %s
; RUN: cat %t.dir/a/b/0x*.dot | FileCheck %s --check-prefix=DOT
; RUN: not opt -load-pass-plugin=%cormi -passes='cormi-heap-dot<dir=%t.file/x>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @Foo_set(ptr %self, ptr %foo) {
  ret void
}

define void @main(i64 %r) {
  %foo = call ptr @malloc(i64 16)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Foo_set, ptr %foo)
  ret void
}

; CHECK: wrote {{.*}}.dir/a/b/0x{{[0-9a-f]+}}.dot
; DOT: digraph
; ERR: cormi-heap-dot: cannot create directory {{.*}}.file/x
