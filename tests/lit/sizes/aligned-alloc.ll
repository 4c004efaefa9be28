; aligned_alloc(64, n * 8): an array of 8-byte elements, its count from the extent
; (size source "heap").
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_sum
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=8 align=64: array of 8-byte scalars (aligned_alloc) allocated in main | sizes obj#2=heap
; REMARK: remark: {{.*}}object sizes for A_sum: array of 8-byte scalars (aligned_alloc) allocated in main: run-time extent (heap)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @aligned_alloc(i64, i64)

define double @A_sum(ptr %self, ptr %a) {
  %v = load double, ptr %a
  ret double %v
}

define double @main(i64 %r, i64 %n) {
  %bytes = mul i64 %n, 8
  %a = call ptr @aligned_alloc(i64 64, i64 %bytes)
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %a)
  ret double %s
}
