; Unions and tagged variants whose members agree on the pointer slots are supported
; such as a 24-byte variant with a tag at byte 0; member A holds a pointer
; at byte 8, member B a NULL there (all-zero bytes agree with a pointer) and a double at
; byte 16. Byte 8 is a pointer field (queued), bytes 0 and 16 travel as data; same in
; every mode, no error.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefix=SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; GENERIC:      @__cormi_type_offsets.0 = private constant [1 x i64] [i64 8]
; CLASS-LABEL:  define internal void @__cormi_ser_0(
; CLASS:          call void @cormi_out_append(ptr %1, ptr %0, i64 24)
; CLASS-NEXT:     %[[F:at[0-9]*]] = getelementptr i8, ptr %0, i64 8
; SITE:         m.step:
; SITE-NEXT:      %step.p = phi ptr [ %{{[0-9]+}}, %m.next ], [ %[[V:ld[0-9]*]], %m.copy ]
; SITE-NEXT:      %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 1, %m.copy ]
; SITE:         m.body0:
; SITE-NEXT:      %{{[0-9]+}} = call i64 @cormi_extent(
; SITE:           call i32 @cormi_vouch(
; SITE:         m.copy{{[0-9]*}}:
; SITE-NEXT:      %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 28)
; SITE-NEXT:      store i32 -1, ptr %[[R]], align 1
; SITE-NEXT:      %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; SITE-NEXT:      call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 24, i1 false)
; SITE-NEXT:      %[[F:at[0-9]*]] = getelementptr i8, ptr %{{.*}}, i64 8
; SITE-NEXT:      %[[V]] = load ptr, ptr %[[F]]
; SITE-NEXT:      br label %m.step

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @V_get(ptr %self, ptr %v) {
  ret i64 0
}

define i64 @main(i64 %r, i1 %c) {
entry:
  %v = call ptr @malloc(i64 24)
  %f = getelementptr i8, ptr %v, i64 8
  %d = getelementptr i8, ptr %v, i64 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %v
  %n = call ptr @malloc(i64 8)
  store ptr %n, ptr %f
  br label %call
b:
  store i32 2, ptr %v
  store i64 0, ptr %f
  store double 2.5, ptr %d
  br label %call
call:
  %x = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @V_get, ptr %v)
  ret i64 %x
}

; A merged store of a constant whose zero half covers the pointer slot is not data
; there (the optimiser writes `p->v = 5; p->next = NULL;` this way): no error.
define i64 @merged(i64 %r) {
  %n = call ptr @malloc(i64 16)
  %m = call ptr @malloc(i64 16)
  %f = getelementptr i8, ptr %n, i64 8
  store ptr %m, ptr %f
  store <2 x i64> <i64 5, i64 0>, ptr %m
  %mf = getelementptr i8, ptr %m, i64 8
  store ptr %n, ptr %mf
  store <2 x i64> <i64 5, i64 0>, ptr %n
  %x = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @V_get, ptr %n)
  ret i64 %x
}
