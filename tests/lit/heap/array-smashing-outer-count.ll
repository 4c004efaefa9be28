; An array whose size is the element size times a run-time count times a constant count
; (uthash's bucket expansion, `malloc(sizeof(UT_hash_bucket) * n * 2U)`: `(16 * n) * 2`)
; is an array of 16-byte records of run-time count (elem=16): the factor of at least 8
; bytes is the element size wherever it lies in the product. Its fields stay apart at +0
; and +8 (before: no elem, one `+*` field holding both).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

; CHECK-LABEL: obj#2 (2,2) malloc @main elem=16{{$}}
; CHECK-NEXT:   +0 -> {obj#3+0}
; CHECK-NEXT:   +8 -> {obj#4+0}
; CHECK-NEXT: obj#3

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
%struct.Block = type { ptr, ptr }
declare ptr @malloc(i64)

define double @A_sum(ptr %self, ptr %b, i64 %i) {
  %e = getelementptr inbounds %struct.Block, ptr %b, i64 %i
  %f = getelementptr inbounds %struct.Block, ptr %e, i32 0, i32 1
  %m = load ptr, ptr %f
  %v = load double, ptr %m
  ret double %v
}

define double @main(i64 %r, i32 %n, i64 %i) {
  %wide = zext i32 %n to i64
  %one = mul i64 16, %wide
  %bytes = mul i64 %one, 2
  %b = call ptr @malloc(i64 %bytes)
  %cells = call ptr @malloc(i64 64)
  %mat = call ptr @malloc(i64 8)
  %e = getelementptr inbounds %struct.Block, ptr %b, i64 %i
  store ptr %cells, ptr %e
  %f = getelementptr inbounds %struct.Block, ptr %e, i32 0, i32 1
  store ptr %mat, ptr %f
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %b, i64 %i)
  ret double %s
}
