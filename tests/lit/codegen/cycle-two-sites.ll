; A cycle: a 16-byte and a 24-byte node from two allocation sites point to each other,
; so the shape graph is cyclic (node 0 -> node 1 -> node 0; two layout classes: two
; nodes of one layout would be one class pointing to itself, layout_classes.rs). The walk terminates through the handle
; table (the second visit of the first node is a back-reference), in every mode.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefixes=ALL,SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefixes=ALL,CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefixes=ALL,GENERIC

; GENERIC:      @__cormi_type_children.0 = private constant [1 x i64] [i64 1]
; GENERIC:      @__cormi_type_children.1 = private constant [1 x i64] zeroinitializer
; CLASS:        @__cormi_class_ser = internal constant [2 x ptr] [ptr @__cormi_ser_0, ptr @__cormi_ser_1]
; CLASS-LABEL:  define internal void @__cormi_ser_0(
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 1)
; CLASS-LABEL:  define internal void @__cormi_ser_1(
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 0)

; ALL-LABEL:    define internal i64 @__cormi_client_
; ALL:            call ptr @cormi_handles_acquire()
; SITE:         m.step:
; SITE-NEXT:      %step.p = phi ptr
; SITE-NEXT:      %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 1, %m.copy ], [ 0, %m.copy{{[0-9]+}} ]
; SITE:         m.body0:
; SITE:           br label %m.step
; SITE:         m.body1:
; SITE:           br label %m.step
; GENERIC:        call void @cormi_generic_write(
; ALL-LABEL:    define internal i32 @__cormi_server_
; SITE:         u.step:
; SITE-NEXT:      %step.p = phi ptr [ %{{[0-9]+}}, %u.next ], [ %at{{[0-9]+}}, %{{.*}} ], [ %at{{[0-9]+}}, %{{.*}} ]
; SITE-NEXT:      %step.which = phi i64 [ %ld{{[0-9]*}}, %u.next ], [ 1, %{{.*}} ], [ 0, %{{.*}} ]
; GENERIC:        call i32 @cormi_generic_read{{(_logged)?}}(

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @C_len(ptr %self, ptr %ring) {
  ret i64 0
}

define i64 @main(i64 %r) {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 24)
  %an = getelementptr i8, ptr %a, i64 8
  store ptr %b, ptr %an
  %bn = getelementptr i8, ptr %b, i64 8
  store ptr %a, ptr %bn
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @C_len, ptr %a)
  ret i64 %v
}
