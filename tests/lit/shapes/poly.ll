; A list whose cells come from two cormi_new sites of different sizes (16 and 24
; bytes, next at +8 in both): the slot is polymorphic, a poly node with one variant per
; size; the two cell objects are one merged object class.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> L_sum
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 poly [16->node1, 24->node2]: one of 2 structs of 16/24 bytes (cormi_alloc_object) allocated in main and others (told apart by size) | sizes obj#1=heap obj#2=heap
; CHECK-NEXT:    node1 struct size=16 alloc=object ptr=[8->node0] null=[]: struct of 16 bytes (cormi_alloc_object) allocated in main | sizes obj#1=static
; CHECK-NEXT:    node2 struct size=24 alloc=object ptr=[8->node0] null=[]: struct of 24 bytes (cormi_alloc_object) allocated in main | sizes obj#2=static
; CHECK-NEXT:    merged {obj#1, obj#2}
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_sum(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @main(i64 %r, i1 %big) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %small = call ptr @cormi_alloc_object(i64 16)
  %large = call ptr @cormi_alloc_object(i64 24)
  %n = select i1 %big, ptr %large, ptr %small
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}
