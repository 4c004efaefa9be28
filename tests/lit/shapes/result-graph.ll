; A method that returns a pointer: the result is a graph with its own root node, built
; from what the method returns (here a fresh 32-byte cormi object).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> F_make
; CHECK-NEXT:    arg1 scalar
; CHECK-NEXT:    ret graph node0
; CHECK-NEXT:    node0 struct size=32 alloc=object ptr=[] null=[]: struct of 32 bytes (cormi_alloc_object) allocated in F_make | sizes obj#1=static
; CHECK-NOT:   {{.}}

declare ptr @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define ptr @F_make(ptr %self, i64 %n) {
  %o = call ptr @cormi_alloc_object(i64 32)
  store i64 %n, ptr %o
  ret ptr %o
}

define i64 @main(i64 %r) {
  %o = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @F_make, i64 5)
  %v = load i64, ptr %o
  ret i64 %v
}
