; A phi or select that may carry a pointer is a merge (the value can reach a later
; iteration or call); one of integers, or of null pointers only, is not.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK-NOT:   leak merge
; CHECK:       leak merge @f #5
; CHECK-NEXT:  leak merge @f #8
; CHECK-NOT:   leak merge

declare ptr @malloc(i64)

define void @f(i1 %c) {
entry:
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %n = phi i32 [ 0, %entry ], [ 1, %then ]
  %p = phi ptr [ %a, %entry ], [ %b, %then ]
  %z = phi ptr [ null, %entry ], [ null, %then ]
  %i = select i1 %c, i32 1, i32 2
  %s = select i1 %c, ptr %a, ptr %b
  ret void
}
