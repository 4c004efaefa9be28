; Ignored and used graph results of one method (a one-node ring), in every mode (paper
; §3.1: a result the caller ignores is not sent back). The ignored site's server calls
; the method and writes nothing (the method keeps the ring in a global, so there is
; nothing to free: result-ignored-freed.ll has the other case); its client reads
; nothing and returns null. The used
; site's server marshals the returned graph (site: a walk with the body inline; class:
; a walk calling the serializer through the table; generic: the descriptor-driven
; writer) and its client unmarshals it.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefixes=ALL,SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefixes=ALL,CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefixes=ALL,GENERIC

; ALL:          define internal ptr @__cormi_client_[[IGN:[0-9a-f]+]](
; ALL:            call i32 @cormi_call_invoke(
; ALL-NEXT:       call void @cormi_call_end(
; ALL-NEXT:       ret ptr null
; ALL:          define internal i32 @__cormi_server_[[IGN]](
; ALL:            call ptr @R_make(
; ALL-NEXT:       ret i32 0
; ALL:          define internal ptr @__cormi_client_
; ALL:            call i32 @cormi_call_invoke(
; SITE:           call ptr @__cormi_unmarshal_0(
; CLASS:          call ptr @__cormi_unmarshal_0(
; GENERIC:        call i32 @cormi_generic_read{{(_logged)?}}(
; SITE:         define internal ptr @__cormi_unmarshal_0(
; SITE:           call void @__cormi_ws_push(ptr %worklist, ptr %root, i64 0)
; CLASS:        define internal ptr @__cormi_unmarshal_0(
; CLASS:          call void @__cormi_ws_push(ptr %worklist, ptr %root, i64 0)
; ALL:          define internal i32 @__cormi_server_
; ALL:            %[[R:[0-9]+]] = call ptr @R_make(
; SITE-NEXT:      %[[SH:[0-9]+]] = call ptr @cormi_handles_acquire()
; SITE-NEXT:      call void @__cormi_marshal_1(ptr %1, ptr %[[SH]], ptr %[[R]])
; SITE:         define internal void @__cormi_marshal_1(ptr %0, ptr %1, ptr %2)
; SITE:           call void @__cormi_ws_push(ptr %worklist, ptr %2, i64 0)
; SITE:         m.body0:
; SITE-NEXT:      %{{[0-9]+}} = call i64 @cormi_extent(
; SITE:           call i32 @cormi_vouch(
; SITE:         m.copy{{[0-9]*}}:
; SITE-NEXT:      %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %0, i64 20)
; SITE-NEXT:      store i32 -1, ptr %[[R]], align 1
; SITE-NEXT:      %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; SITE-NEXT:      call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 16, i1 false)
; CLASS-NEXT:     %[[CH:[0-9]+]] = call ptr @cormi_handles_acquire()
; CLASS-NEXT:     call void @__cormi_marshal_1(ptr %1, ptr %[[CH]], ptr %[[R]])
; CLASS:        define internal void @__cormi_marshal_1(ptr %0, ptr %1, ptr %2)
; CLASS:          call void @__cormi_ws_push(ptr %worklist, ptr %2, i64 0)
; CLASS:          call void %{{.*}}(ptr %{{.*}}, ptr %0, ptr %worklist)
; GENERIC-NEXT:   %[[H:[0-9]+]] = call ptr @cormi_handles_acquire()
; GENERIC-NEXT:   call void @cormi_generic_write(ptr %1, ptr %[[H]], ptr %[[R]], i64 0, ptr @__cormi_types, i64 1)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
@kept = global ptr null

define ptr @R_make(ptr %self, i64 %n) {
  %node = call ptr @malloc(i64 16)
  store i64 %n, ptr %node
  %next = getelementptr i8, ptr %node, i64 8
  store ptr %node, ptr %next
  store ptr %node, ptr @kept
  ret ptr %node
}

define ptr @main(i64 %r) {
  %ignored = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @R_make, i64 1)
  %used = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @R_make, i64 2)
  ret ptr %used
}
