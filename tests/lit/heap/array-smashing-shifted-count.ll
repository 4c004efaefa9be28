; An array whose size is the element size times a count, shifted (`(n * 24) << 1`: twice
; n records of 24 bytes) is an array of 24-byte records (elem=24): a shift by k is a
; factor 2^k, a count below 8 bytes, not the element size. Its fields stay apart at +0
; and +8 (before: no elem, one `+*` field holding both).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

; CHECK-LABEL: obj#2 (2,2) malloc @main elem=24{{$}}
; CHECK-NEXT:   +0 -> {obj#3+0}
; CHECK-NEXT:   +8 -> {obj#4+0}
; CHECK-NEXT: obj#3

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
%struct.Block = type { ptr, ptr, i64 }
declare ptr @malloc(i64)

define double @A_sum(ptr %self, ptr %b, i64 %i) {
  %e = getelementptr inbounds %struct.Block, ptr %b, i64 %i
  %f = getelementptr inbounds %struct.Block, ptr %e, i32 0, i32 1
  %m = load ptr, ptr %f
  %v = load double, ptr %m
  ret double %v
}

define double @main(i64 %r, i64 %n, i64 %i) {
  %one = mul i64 %n, 24
  %bytes = shl i64 %one, 1
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
