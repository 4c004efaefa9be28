; A DAG: a 16-byte pair whose two pointer fields point to one shared 8-byte object.
; Both fields are queued with the same child shape; the handle table is kept in every
; mode (marshal: find_or_add before each body, so the second field is a back-reference;
; unmarshal: cormi_handles_at resolves it), so the object arrives once, shared.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefixes=ALL,SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefixes=ALL,CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefixes=ALL,GENERIC

; GENERIC:      @__cormi_type_offsets.0 = private constant [2 x i64] [i64 0, i64 8]
; GENERIC:      @__cormi_type_children.0 = private constant [2 x i64] [i64 1, i64 1]
; GENERIC:      @__cormi_types = internal constant [2 x {{.*}}] [{{.*}} { i64 1, i64 0, i64 16, i64 2, {{.*}} { i64 1, i64 0, i64 8, i64 0, {{.*}}]
; CLASS-LABEL:  define internal void @__cormi_ser_0(
; CLASS:          call void @cormi_out_append(ptr %1, ptr %0, i64 16)
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 1)
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 1)

; ALL-LABEL:    define internal i64 @__cormi_client_
; ALL:            call ptr @cormi_handles_acquire()
; SITE:         m.step:
; SITE-NEXT:      %step.p = phi ptr
; SITE-NEXT:      %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 1, %m.copy ]
; SITE:           call i32 @cormi_handles_find_or_add(
; SITE:         m.body0:
; SITE-NEXT:      %{{[0-9]+}} = call i64 @cormi_extent(
; SITE:           call i32 @cormi_vouch(
; SITE:         m.copy{{[0-9]*}}:
; SITE-NEXT:      %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 20)
; SITE-NEXT:      store i32 -1, ptr %[[R]], align 1
; SITE-NEXT:      %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; SITE-NEXT:      call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 16, i1 false)
; SITE-NEXT:      %[[X:ld[0-9]*]] = load ptr, ptr
; SITE-NEXT:      call void @__cormi_ws_push(ptr %worklist, ptr %[[X]], i64 1)
; SITE-NEXT:      %[[F:at[0-9]*]] = getelementptr i8, ptr %{{.*}}, i64 8
; SITE-NEXT:      %[[Y:ld[0-9]*]] = load ptr, ptr %[[F]]
; SITE-NEXT:      br label %m.step
; CLASS:          call i32 @cormi_handles_find_or_add(
; ALL-LABEL:    define internal i32 @__cormi_server_
; SITE:         u.old:
; SITE-NEXT:      call ptr @cormi_handles_at(
; CLASS:        u.old:
; CLASS-NEXT:     call ptr @cormi_handles_at(

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @D_same(ptr %self, ptr %pair) {
  ret i64 0
}

define i64 @main(i64 %r) {
  %pair = call ptr @malloc(i64 16)
  %shared = call ptr @malloc(i64 8)
  store ptr %shared, ptr %pair
  %y = getelementptr i8, ptr %pair, i64 8
  store ptr %shared, ptr %y
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @D_same, ptr %pair)
  ret i64 %v
}
