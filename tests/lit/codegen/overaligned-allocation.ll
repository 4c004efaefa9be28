; Copies of objects allocated at an alignment above malloc's 16 (aligned_alloc(64, ..):
; _Alignas(64) records, 32-byte vectors) are allocated by the receiver at the same
; alignment: the method's aligned vector loads assume it. Logged arrays go through
; cormi_log_array_aligned, structs through cormi_log_object with the alignment's log2 in
; bits 8..15 of `how` (5 << 8 = 1280 for 32), an array the method keeps through
; cormi_alloc_array_aligned; a malloc'd object keeps the plain call. The alignment is
; part of the layout class (class mode: two deserializers; generic: 6 << 8 = 1536 in
; the descriptor's `alloc`), and print<cormi-shapes> shows it.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=SHAPES

; CHECK-LABEL: define internal ptr @__cormi_unmarshal_1(
; CHECK:         call ptr @cormi_log_array_aligned(ptr %1, i64 1, i64 %{{.*}}, i32 0, i64 64)
; CHECK-LABEL: define internal ptr @__cormi_unmarshal_2(
; CHECK:         call ptr @cormi_alloc_array_aligned(i64 1, i64 %{{.*}}, i64 64)
; CHECK-LABEL: define internal ptr @__cormi_unmarshal_4(
; CHECK:         call ptr @cormi_log_array(ptr %1, i64 1, i64 %{{.*}}, i32 1)
; CHECK-LABEL: define internal ptr @__cormi_unmarshal_
; CHECK:         call ptr @cormi_log_object(ptr %{{.*}}, i64 40, i32 {{[0-9]+}}, i32 1280)

; CLASS-LABEL: define internal i32 @__cormi_deser_0(
; CLASS:         call ptr @cormi_log_array_aligned(ptr %5, i64 1, i64 %v, i32 0, i64 64)
; CLASS-LABEL: define internal i32 @__cormi_deser_1(
; CLASS:         call ptr @cormi_log_array(ptr %5, i64 1, i64 %v, i32 1)

; GENERIC: @__cormi_types = internal constant [{{[0-9]+}} x {{.*}}] [{{.*}} { i64 2, i64 1536, i64 1, {{.*}} { i64 2, i64 0, i64 1,

; SHAPES-LABEL: shapes main#0 -> A_sum
; SHAPES:         node0 array elem=1 align=64: bytes (aligned_alloc)
; SHAPES-LABEL: shapes main#2 -> A_sum
; SHAPES:         node0 array elem=1: bytes (malloc)
; SHAPES-LABEL: shapes main#3 -> A_rec
; SHAPES:         node0 struct size=40 alloc=malloc ptr=[32->node1] null=[] align=32:

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
@kept = global ptr null
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @aligned_alloc(i64, i64)
declare ptr @malloc(i64)

define double @A_sum(ptr %self, ptr %a) {
  ret double 0.0
}

define double @A_keep(ptr %self, ptr %a) {
  store ptr %a, ptr @kept
  ret double 0.0
}

define double @A_rec(ptr %self, ptr %a) {
  %f = getelementptr i8, ptr %a, i64 32
  %p = load ptr, ptr %f
  %x = load double, ptr %p
  ret double %x
}

define double @main(i64 %r, i64 %n) {
  %v = call ptr @aligned_alloc(i64 64, i64 %n)
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %v)
  %w = call ptr @aligned_alloc(i64 64, i64 %n)
  %t = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_keep, ptr %w)
  %p = call ptr @malloc(i64 %n)
  %u = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %p)
  %q = call ptr @aligned_alloc(i64 32, i64 40)
  %d = call ptr @malloc(i64 8)
  %f = getelementptr i8, ptr %q, i64 32
  store ptr %d, ptr %f
  %x = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_rec, ptr %q)
  ret double %s
}
