; Of a size with two constant factors of at least 8 bytes (`n * 16 * sizeof(char *)`:
; rows of 16 pointers), the outermost is the element size (elem=8, an array of pointers,
; as a product of one factor has it), not their product (elem=128: 16 pointer fields).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

; CHECK-LABEL: obj#2 (2,2) malloc @main elem=8{{$}}
; CHECK-NEXT:   +0 -> {obj#3+0}
; CHECK-NEXT: obj#3

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define double @A_get(ptr %self, ptr %rows, i64 %i) {
  %e = getelementptr inbounds ptr, ptr %rows, i64 %i
  %m = load ptr, ptr %e
  %v = load double, ptr %m
  ret double %v
}

define double @main(i64 %r, i64 %n, i64 %i) {
  %rows = mul i64 %n, 16
  %bytes = mul i64 %rows, 8
  %b = call ptr @malloc(i64 %bytes)
  %cell = call ptr @malloc(i64 8)
  %e = getelementptr inbounds ptr, ptr %b, i64 %i
  store ptr %cell, ptr %e
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_get, ptr %b, i64 %i)
  ret double %s
}
