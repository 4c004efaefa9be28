; A variable-length array (alloca with a run-time count): its size is noted by generated
; code when the alloca runs (size source "noted"); an array of doubles of a run-time
; count, like malloc(n * sizeof(double)).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_sum
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=8: array of 8-byte scalars (alloca) allocated in main | sizes obj#2=noted
; REMARK: remark: {{.*}}object sizes for A_sum: array of 8-byte scalars (alloca) allocated in main: run-time extent (noted)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
define double @A_sum(ptr %self, ptr %a) {
  %v = load double, ptr %a
  ret double %v
}

define double @main(i64 %r, i64 %n) {
  %a = alloca double, i64 %n
  store double 1.0, ptr %a
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %a)
  ret double %s
}
