; An array of records holding pointers with a run-time count, malloc(n * sizeof(Block))
; with Block { Cell *cells; Material *mat; }: each record's bytes, then its two pointer
; fields, each leading to its own node (the heap analysis keeps the fields of element 0
; apart for every element). (Before: "the size of the object ... is unknown".)
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_sum
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    arg2 scalar
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=16 records ptr=[0->node1, 8->node2] null=[]: array of 16-byte records (malloc) allocated in main | sizes obj#2=heap
; CHECK-NEXT:    node1 struct size=64 alloc=malloc ptr=[] null=[]: struct of 64 bytes (malloc) allocated in main | sizes obj#3=static
; CHECK-NEXT:    node2 struct size=8 alloc=malloc ptr=[] null=[]: struct of 8 bytes (malloc) allocated in main | sizes obj#4=static
; REMARK: remark: {{.*}}object sizes for A_sum: array of 16-byte records (malloc) allocated in main: run-time extent (heap); struct of 64 bytes (malloc) allocated in main: static; struct of 8 bytes (malloc) allocated in main: static

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

define double @main(i64 %r, i64 %n, i64 %i) {
  %bytes = mul i64 %n, 16
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
