; A circular list (the last cell's next is the head): the head and the cells come from
; two allocation sites, but a next field may hold either, so they are one merged object
; class and one shape node whose next field (+8) points to itself, as for a proper
; list; the cycle is the handle table's concern, not the shape's.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> L_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=16 alloc=object ptr=[8->node0] null=[]: struct of 16 bytes (cormi_alloc_object) allocated in main | sizes obj#1=static obj#2=static
; CHECK-NEXT:    merged {obj#1, obj#2}
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_len(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @main(i64 %r) {
entry:
  %head = call ptr @cormi_alloc_object(i64 16)
  br label %loop
loop:
  %prev = phi ptr [ %head, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n = call ptr @cormi_alloc_object(i64 16)
  %pnext = getelementptr i8, ptr %prev, i64 8
  store ptr %n, ptr %pnext
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 9
  br i1 %c, label %loop, label %done
done:
  %tail = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %tail
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_len, ptr %head)
  ret i64 %s
}
