; One object reached through two slots whose points-to sets differ AND whose layouts
; would differ (tests/e2e/backref_wider_set.c; differential seeds 5, 9, 20): n0->l may
; be n1 or n3, and only n3 holds a pointer at byte 16 (an array); n2->l is {n1} only.
; Shapes are built per class of objects sharing a points-to set
; (pass/src/shape/object_classes.rs), so {n1} widens to {n1, n3}: n0->l and n2->l
; get one node (with the field at 16) and one layout class, and a back-reference to n1
; through either slot is accepted. Before the fix {n1} was a node of its own without
; the field at 16 (another class), and the back-reference was rejected as malformed.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -disable-output -pass-remarks=cormi %s 2>&1 | FileCheck %s

; n2 has n0's layout (a 24-byte struct, l -> {n1, n3}): class 0 twice; no node of {n1}.
; CHECK: graph: struct of 24 bytes {{[^;]*}} [class 0]; struct of 24 bytes {{[^;]*}} [class 1]; struct of 24 bytes {{[^;]*}} [class 0]; array of 8-byte scalars {{[^;]*}} [class 2]; handle table kept

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)
declare ptr @cormi_alloc_array(i64, i64)

define i64 @S_cycle(ptr %self, ptr %a) {
  %lp = getelementptr i8, ptr %a, i64 8
  %l = load ptr, ptr %lp
  %dp = getelementptr i8, ptr %l, i64 16
  %d = load ptr, ptr %dp
  %z = icmp eq ptr %d, null
  %v = zext i1 %z to i64
  ret i64 %v
}

define i64 @main(i64 %s, i1 %c) {
  %n0 = call ptr @cormi_alloc_object(i64 24)
  %n1 = call ptr @cormi_alloc_object(i64 24)
  %n2 = call ptr @cormi_alloc_object(i64 24)
  %n3 = call ptr @cormi_alloc_object(i64 24)
  %arr = call ptr @cormi_alloc_array(i64 8, i64 2)
  %pick = select i1 %c, ptr %n3, ptr %n1
  %n0l = getelementptr i8, ptr %n0, i64 8
  store ptr %pick, ptr %n0l
  %n1l = getelementptr i8, ptr %n1, i64 8
  store ptr %n2, ptr %n1l
  %n2l = getelementptr i8, ptr %n2, i64 8
  store ptr %n1, ptr %n2l
  %n3d = getelementptr i8, ptr %n3, i64 16
  store ptr %arr, ptr %n3d
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %s, ptr @S_cycle, ptr %n0)
  ret i64 %v
}
