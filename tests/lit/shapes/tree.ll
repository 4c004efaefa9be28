; A binary tree built bottom-up from one allocation site: one shape node whose two
; pointer fields (left at +8, right at +16) lead back to itself.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> T_sum
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=24 alloc=malloc ptr=[8->node0, 16->node0] null=[]: struct of 24 bytes (malloc) allocated in main | sizes obj#1=static
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @T_sum(ptr %self, ptr %t) {
  ret i64 0
}

define i64 @main(i64 %r) {
entry:
  br label %loop
loop:
  %sub = phi ptr [ null, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n = call ptr @malloc(i64 24)
  %left = getelementptr i8, ptr %n, i64 8
  store ptr %sub, ptr %left
  %right = getelementptr i8, ptr %n, i64 16
  store ptr %sub, ptr %right
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 7
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_sum, ptr %n)
  ret i64 %s
}
