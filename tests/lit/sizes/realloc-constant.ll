; realloc of constant sizes (16 bytes grown to 32): one pointer, two sizes. Flat data
; of different sizes goes as bytes whose number is the block's extent (before: a
; "different shapes" error).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_sum
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1: bytes (malloc) allocated in main (size at run time) | sizes obj#2=heap obj#3=heap
; CHECK-NEXT:    merged {obj#2, obj#3}
; REMARK: remark: {{.*}}object sizes for A_sum: bytes (malloc) allocated in main (size at run time): run-time extent (heap)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)

define i64 @A_sum(ptr %self, ptr %a) {
  %v = load i64, ptr %a
  ret i64 %v
}

define i64 @main(i64 %r) {
  %a = call ptr @malloc(i64 16)
  store i64 1, ptr %a
  %b = call ptr @realloc(ptr %a, i64 32)
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %b)
  ret i64 %s
}
