; cormi-heap-dot<dir=> (an empty directory name) is an error, not a write
; into the root directory.
; RUN: not opt -load-pass-plugin=%cormi -passes='cormi-heap-dot<dir=>' -disable-output %s 2>&1 | FileCheck %s

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

; CHECK: cormi-heap-dot: empty dir=
