; A variable-length array of pointers (`double *rows[n]`, alloca with a run-time count)
; is an array of pointers of a run-time count, like malloc(n * sizeof(double *)): its
; size noted when the alloca runs (before: "whose size is known only at run time, holds
; pointers at offsets the analysis cannot tell apart").
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_sum
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    arg2 scalar
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=8 ptr->node1: array of pointers (alloca) allocated in main | sizes obj#2=noted
; CHECK-NEXT:    node1 struct size=8 {{.*}}(malloc) allocated in main | sizes obj#3=static
; REMARK: remark: {{.*}}object sizes for A_sum: array of pointers (alloca) allocated in main: run-time extent (noted)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define double @A_sum(ptr %self, ptr %rows, i64 %i) {
  %e = getelementptr ptr, ptr %rows, i64 %i
  %p = load ptr, ptr %e
  %v = load double, ptr %p
  ret double %v
}

define double @main(i64 %r, i64 %n) {
  %rows = alloca ptr, i64 %n
  %d = call ptr @malloc(i64 8)
  store double 1.0, ptr %d
  %k = sub i64 %n, 1
  %e = getelementptr ptr, ptr %rows, i64 %k
  store ptr %d, ptr %e
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %rows, i64 %k)
  ret double %s
}
