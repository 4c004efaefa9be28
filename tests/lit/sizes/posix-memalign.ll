; posix_memalign(&p, 32, n): the block stored through the first argument has its size
; recorded by the runtime's malloc: bytes, size source "heap".
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_sum
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1 align=32: bytes (posix_memalign) allocated in main (size at run time) | sizes obj#3=heap
; REMARK: remark: {{.*}}object sizes for A_sum: bytes (posix_memalign) allocated in main (size at run time): run-time extent (heap)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare i32 @posix_memalign(ptr, i64, i64)

define double @A_sum(ptr %self, ptr %a) {
  %v = load double, ptr %a
  ret double %v
}

define double @main(i64 %r, i64 %n) {
  %out = alloca ptr
  %k = call i32 @posix_memalign(ptr %out, i64 32, i64 %n)
  %a = load ptr, ptr %out
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %a)
  ret double %s
}
