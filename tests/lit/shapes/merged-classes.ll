; One object reached through two slots whose points-to sets differ: n0->l may be n1 or
; n3 and n1->l is n2 while n3->l is n5, but n0->r is n2 alone. Objects that share a
; points-to set are one class ({n1, n3}, {n2, n5}), so n0->r widens to {n2, n5} and
; both slots get one node (node2); the printer lists the merged classes (objects are
; numbered in allocation order from obj#1: n0, n1, n2, n3, n5).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> S_shared
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=24 alloc=object ptr=[8->node1, 16->node2] null=[]: {{.*}}
; CHECK-NEXT:    node1 struct size=24 alloc=object ptr=[8->node2] null=[]: {{.*}}
; CHECK-NEXT:    node2 struct size=24 alloc=object ptr=[] null=[]: {{.*}}
; CHECK-NEXT:    merged {obj#2, obj#4}
; CHECK-NEXT:    merged {obj#3, obj#5}
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @S_shared(ptr %self, ptr %a) {
  ret i64 0
}

define i64 @main(i64 %s, i1 %c) {
  %n0 = call ptr @cormi_alloc_object(i64 24)
  %n1 = call ptr @cormi_alloc_object(i64 24)
  %n2 = call ptr @cormi_alloc_object(i64 24)
  %n3 = call ptr @cormi_alloc_object(i64 24)
  %n5 = call ptr @cormi_alloc_object(i64 24)
  %pick = select i1 %c, ptr %n3, ptr %n1
  %n0l = getelementptr i8, ptr %n0, i64 8
  store ptr %pick, ptr %n0l
  %n1l = getelementptr i8, ptr %n1, i64 8
  store ptr %n2, ptr %n1l
  %n3l = getelementptr i8, ptr %n3, i64 8
  store ptr %n5, ptr %n3l
  %n0r = getelementptr i8, ptr %n0, i64 16
  store ptr %n2, ptr %n0r
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %s, ptr @S_shared, ptr %n0)
  ret i64 %v
}
