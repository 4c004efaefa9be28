; One object reached through two slots whose points-to sets differ, with one layout
; (tests/e2e/backref_shape_sets.c, seed 110): n0->l may be n1 or n3, so the node of
; {n1, n3} has l -> {n2, n5}, while n0->r -> {n2}. Shapes are built per class of
; objects sharing a points-to set (pass/src/shape/object_classes.rs), so {n2} widens
; to {n2, n5}: one node and one layout class (before object classes: two nodes of
; one layout class, pass/src/plan/layout_classes.rs). Every mode gives both slots class 2: site
; pushes both as 2 and has one body (and one handle-table shape, 2 + 1) for them; class
; has three serializers, not four; generic three descriptors, both children type 2.
; Before the fix n0->r was shape 3, and a back-reference to n2 read through n1->l was
; rejected in every mode.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefix=SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; SITE-LABEL:  define internal i64 @__cormi_client_
; SITE:        m.step:
; SITE-NEXT:     %step.p = phi ptr
; SITE-NEXT:     %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 2, %m.copy ], [ 2, %m.copy{{[0-9]+}} ]
; SITE:          switch i64 %{{.*}}, label %m.body2 [
; SITE-NEXT:       i64 0, label %m.body0
; SITE-NEXT:       i64 1, label %m.body1
; SITE-NEXT:     ]
; SITE:        m.body0:
; SITE:          call void @__cormi_ws_push(ptr %worklist, ptr %{{.*}}, i64 1)
; SITE-NEXT:     %at{{[0-9]*}} = getelementptr i8, ptr %step.p, i64 {{[0-9]+}}
; SITE-NEXT:     %ld{{[0-9]*}} = load ptr, ptr %at{{[0-9]*}}, align 1
; SITE-NEXT:     br label %m.step
; SITE:        m.body1:
; SITE:          br label %m.step
; SITE-NOT:    m.body3
; SITE-LABEL:  define internal i32 @__cormi_server_
; SITE:          call i32 @cormi_handles_add(ptr %{{.*}}, ptr inttoptr (i64 3 to ptr))
; SITE-NOT:      inttoptr (i64 4 to ptr)
; SITE-LABEL:  define internal void @__cormi_register

; CLASS:       @__cormi_class_ser = internal constant [3 x ptr] [ptr @__cormi_ser_0, ptr @__cormi_ser_1, ptr @__cormi_ser_2]
; CLASS-LABEL: define internal void @__cormi_ser_0(
; CLASS:         call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 1)
; CLASS:         call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 2)
; CLASS-LABEL: define internal void @__cormi_ser_1(
; CLASS:         call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 2)
; CLASS-NOT:   @__cormi_ser_3

; GENERIC:     @__cormi_type_children.0 = private constant [2 x i64] [i64 1, i64 2]
; GENERIC:     @__cormi_type_children.1 = private constant [1 x i64] [i64 2]
; GENERIC-NOT: @__cormi_type_children.3
; GENERIC:     @__cormi_types = internal constant [3 x

; REMARK: graph: struct of 24 bytes {{[^;]*}} [class 0]; struct of 24 bytes {{[^;]*}} [class 1]; struct of 24 bytes {{[^;]*}} [class 2]; handle table kept

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @S_shared(ptr %self, ptr %a) {
  %lp = getelementptr i8, ptr %a, i64 8
  %l = load ptr, ptr %lp
  %llp = getelementptr i8, ptr %l, i64 8
  %ll = load ptr, ptr %llp
  %rp = getelementptr i8, ptr %a, i64 16
  %r = load ptr, ptr %rp
  %same = icmp eq ptr %ll, %r
  %v = zext i1 %same to i64
  ret i64 %v
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
