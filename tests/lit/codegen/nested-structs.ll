; Nested structs: a 24-byte struct whose embedded member holds a pointer at byte 16 to
; a 32-byte struct, whose pointer at byte 8 leads to an 8-byte leaf. Three shapes, one
; per allocation site, in every mode: site inlines three bodies (no type tags), class
; has one serializer per shape called through the table, generic has three descriptors
; (size, pointer offsets, child type ids).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefixes=ALL,SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefixes=ALL,CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefixes=ALL,GENERIC

; GENERIC:      @__cormi_type_offsets.0 = private constant [1 x i64] [i64 16]
; GENERIC:      @__cormi_type_children.0 = private constant [1 x i64] [i64 1]
; GENERIC:      @__cormi_type_offsets.1 = private constant [1 x i64] [i64 8]
; GENERIC:      @__cormi_type_children.1 = private constant [1 x i64] [i64 2]
; GENERIC:      @__cormi_type_offsets.2 = private constant [0 x i64] zeroinitializer
; GENERIC:      @__cormi_types = internal constant [3 x {{.*}}] [{{.*}} { i64 1, i64 0, i64 24, i64 1, {{.*}} { i64 1, i64 0, i64 32, i64 1, {{.*}} { i64 1, i64 0, i64 8, i64 0, {{.*}}]

; CLASS-LABEL:  define internal void @__cormi_ser_0(
; CLASS:          call void @cormi_out_append(ptr %1, ptr %0, i64 24)
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 1)
; CLASS-LABEL:  define internal void @__cormi_ser_1(
; CLASS:          call void @cormi_out_append(ptr %1, ptr %0, i64 32)
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 2)
; CLASS-LABEL:  define internal void @__cormi_ser_2(
; CLASS:          call void @cormi_out_append(ptr %1, ptr %0, i64 8)
; CLASS-NOT:      __cormi_ws_push
; CLASS:          ret void

; ALL-LABEL:    define internal i64 @__cormi_client_
; SITE:         m.step:
; SITE-NEXT:      %step.p = phi ptr
; SITE-NEXT:      %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 1, %m.copy ], [ 2, %m.copy{{[0-9]+}} ]
; SITE:         m.body0:
; SITE-NEXT:      %{{[0-9]+}} = call i64 @cormi_extent(
; SITE:           call i32 @cormi_vouch(
; SITE:         m.copy{{[0-9]*}}:
; SITE-NEXT:      %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 28)
; SITE-NEXT:      store i32 -1, ptr %[[R]], align 1
; SITE-NEXT:      %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; SITE-NEXT:      call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 24, i1 false)
; SITE-NEXT:      %[[F:at[0-9]*]] = getelementptr i8, ptr %{{.*}}, i64 16
; SITE-NEXT:      %[[V:ld[0-9]*]] = load ptr, ptr %[[F]]
; SITE-NEXT:      br label %m.step
; SITE:         m.body1:
; SITE-NEXT:      %{{[0-9]+}} = call i64 @cormi_extent(
; SITE:           call i32 @cormi_vouch(
; SITE:         m.copy{{[0-9]*}}:
; SITE-NEXT:      %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 36)
; SITE-NEXT:      store i32 -1, ptr %[[R]], align 1
; SITE-NEXT:      %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; SITE-NEXT:      call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 32, i1 false)
; SITE-NEXT:      getelementptr i8, ptr %{{.*}}, i64 8
; SITE-NEXT:      load ptr
; SITE-NEXT:      br label %m.step
; SITE:         m.body2:
; SITE-NEXT:      %{{[0-9]+}} = call i64 @cormi_extent(
; SITE:           call i32 @cormi_vouch(
; SITE:         m.copy{{[0-9]*}}:
; SITE-NEXT:      %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 12)
; SITE-NEXT:      store i32 -1, ptr %[[R]], align 1
; SITE-NEXT:      %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; SITE-NEXT:      call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 8, i1 false)
; SITE-NEXT:      br label %m.loop
; CLASS:          call void %{{.*}}(ptr %{{.*}}, ptr %{{.*}}, ptr %worklist)
; GENERIC:        call void @cormi_generic_write(ptr %{{.*}}, ptr %{{.*}}, ptr %1, i64 0, ptr @__cormi_types, i64 3)
; ALL-LABEL:    define internal i32 @__cormi_server_
; SITE:           call ptr @cormi_in_read(ptr %0, i64 24)
; SITE:           call ptr @cormi_in_read(ptr %0, i64 32)
; SITE:           call ptr @cormi_in_read(ptr %0, i64 8)
; GENERIC:        call i32 @cormi_generic_read{{(_logged)?}}(ptr %0, ptr %{{.*}}, ptr %{{.*}}, i64 0, ptr %root, ptr @__cormi_types, i64 3{{(, ptr %[0-9]+)?}})

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @N_sum(ptr %self, ptr %o) {
  ret i64 0
}

define i64 @main(i64 %r) {
  %outer = call ptr @malloc(i64 24)
  %inner = call ptr @malloc(i64 32)
  %leaf = call ptr @malloc(i64 8)
  %p = getelementptr i8, ptr %outer, i64 16
  store ptr %inner, ptr %p
  %q = getelementptr i8, ptr %inner, i64 8
  store ptr %leaf, ptr %q
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @N_sum, ptr %outer)
  ret i64 %v
}
