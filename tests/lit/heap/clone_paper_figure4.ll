; The paper's figures 3 and 4 (§2): t = new (site 2); loop { t = me.foo(t) }
; with foo returning its argument. The remote call clones t's object for the
; formal, (3,2), and the returned object back for the result, (4,2); on the
; next round (4,2) has physical number 2, already cloned for foo, so no more
; clones are made and the fixpoint is t = {(2,2),(4,2)}, a = {(3,2)}.
; Foo_new is the remote object's constructor (site 1): it is foo's self.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)
declare ptr @malloc(i64)

define ptr @Foo_new() {
  %o = call ptr @malloc(i64 8)
  ret ptr %o
}

define ptr @Foo_foo(ptr %self, ptr %a) {
  ret ptr %a
}

define void @zoo() {
entry:
  %me = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Foo_new)
  %t0 = call ptr @malloc(i64 8)
  br label %loop
loop:
  %t = phi ptr [ %t0, %entry ], [ %t1, %loop ]
  %t1 = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %me, ptr @Foo_foo, ptr %t)
  br label %loop
}

; CHECK: cormi-heap: objects=5
; CHECK-NEXT: obj#0 (0,0) unknown
; CHECK: obj#1 (1,1) malloc @Foo_new size=8
; CHECK-NEXT: obj#2 (2,2) malloc @zoo size=8
; CHECK-NEXT: obj#3 (3,2) malloc @zoo size=8 clone-of obj#2 @Foo_foo arg
; CHECK-NEXT: obj#4 (4,2) malloc @zoo size=8 clone-of obj#3 @Foo_foo ret
; CHECK-LABEL: fn @Foo_foo
; CHECK-NEXT:   %self -> {obj#1+0}
; CHECK-NEXT:   %a -> {obj#3+0}
; CHECK-LABEL: fn @zoo
; CHECK:   %t -> {obj#2+0, obj#4+0}
; CHECK-NEXT:   %t1 -> {obj#4+0}
; CHECK-LABEL: remote @zoo#1 -> @Foo_foo line 0 site 0x{{[0-9a-f]+}}
; CHECK-NEXT:   arg1 actual {obj#2+0, obj#4+0} formal {obj#3+0}
; CHECK-NEXT:   result {obj#4+0}
