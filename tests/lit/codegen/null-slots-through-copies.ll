; Slots read as pointers are found through copies and atomics too
; (pass/src/facts/ptr_reads.rs): A_copy copies its 24-byte argument into a local with
; memcpy and reads a pointer from byte 16 of the copy, so byte 16 of the argument is
; read as a pointer; A_swap takes the pointer at byte 8 with an atomic exchange. Neither
; slot ever holds a pointer at the call sites, so both receivers write NULL there after
; copying the body (keeping only an address in the first or the last page: a sender's
; sentinel).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL:  define internal i32 @__cormi_server_
; CHECK:          %graph = call ptr @__cormi_unmarshal_1(
; CHECK:          call i64 @A_copy(ptr %2, ptr %graph)
; CHECK-LABEL:  define internal ptr @__cormi_unmarshal_1(
; CHECK:          call void @llvm.memcpy.p0.p0.i64(ptr align 1 %[[A:[0-9]+]], ptr align 1 %{{.*}}, i64 24, i1 false)
; CHECK-NEXT:     %[[F:at[0-9]*]] = getelementptr i8, ptr %[[A]], i64 16
; CHECK-NEXT:     %[[VF:[a-z0-9.]+]] = load i64, ptr %[[F]]
; CHECK-NEXT:     %pages{{[0-9]*}} = add i64 %[[VF]], 4096
; CHECK-NEXT:     %noobject{{[0-9]*}} = icmp ult i64 %pages{{[0-9]*}}, 8192
; CHECK:          store i64 %kept{{[0-9]*}}, ptr %[[F]]
; CHECK-LABEL:  define internal i32 @__cormi_server_
; CHECK:          %graph = call ptr @__cormi_unmarshal_3(
; CHECK:          call i64 @A_swap(ptr %2, ptr %graph)
; CHECK-LABEL:  define internal ptr @__cormi_unmarshal_3(
; CHECK:          call void @llvm.memcpy.p0.p0.i64(ptr align 1 %[[B:[0-9]+]], ptr align 1 %{{.*}}, i64 16, i1 false)
; CHECK-NEXT:     %[[G:at[0-9]*]] = getelementptr i8, ptr %[[B]], i64 8
; CHECK-NEXT:     %[[VG:[a-z0-9.]+]] = load i64, ptr %[[G]]
; CHECK-NEXT:     %pages{{[0-9]*}} = add i64 %[[VG]], 4096
; CHECK-NEXT:     %noobject{{[0-9]*}} = icmp ult i64 %pages{{[0-9]*}}, 8192
; CHECK:          store i64 %kept{{[0-9]*}}, ptr %[[G]]

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i64 @A_copy(ptr %self, ptr %x) {
  %local = alloca [24 x i8]
  call void @llvm.memcpy.p0.p0.i64(ptr %local, ptr %x, i64 24, i1 false)
  %f = getelementptr i8, ptr %local, i64 16
  %p = load ptr, ptr %f
  %set = icmp ne ptr %p, null
  %r = zext i1 %set to i64
  ret i64 %r
}

define i64 @A_swap(ptr %self, ptr %x) {
  %f = getelementptr i8, ptr %x, i64 8
  %old = atomicrmw xchg ptr %f, ptr null seq_cst
  %set = icmp ne ptr %old, null
  %r = zext i1 %set to i64
  ret i64 %r
}

define i64 @main(i64 %r) {
  %a = call ptr @malloc(i64 24)
  store i64 1, ptr %a
  %b = call ptr @malloc(i64 16)
  store i64 2, ptr %b
  %x = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_copy, ptr %a)
  %y = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_swap, ptr %b)
  %s = add i64 %x, %y
  ret i64 %s
}
