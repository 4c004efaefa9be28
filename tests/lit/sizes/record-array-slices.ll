; An array of pointer+length slices, calloc(n, sizeof(Slice)) with Slice { uint8_t *ptr;
; size_t len; }: records of 16 bytes with one pointer field (to bytes of their own
; run-time size). (Before: "only arrays of pointers or of scalars are supported".)
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    arg2 scalar
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=16 records ptr=[0->node1] null=[]: array of 16-byte records (calloc) allocated in main | sizes obj#2=heap
; CHECK-NEXT:    node1 array elem=1: bytes (malloc) allocated in main (size at run time) | sizes obj#3=heap
; REMARK: remark: {{.*}}object sizes for A_len: array of 16-byte records (calloc) allocated in main: run-time extent (heap); bytes (malloc) allocated in main (size at run time): run-time extent (heap)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
%struct.Slice = type { ptr, i64 }
declare ptr @calloc(i64, i64)
declare ptr @malloc(i64)

define i64 @A_len(ptr %self, ptr %s, i64 %i) {
  %e = getelementptr inbounds %struct.Slice, ptr %s, i64 %i
  %f = getelementptr inbounds %struct.Slice, ptr %e, i32 0, i32 1
  %v = load i64, ptr %f
  ret i64 %v
}

define i64 @main(i64 %r, i64 %n, i64 %i, i64 %len) {
  %s = call ptr @calloc(i64 %n, i64 16)
  %bytes = call ptr @malloc(i64 %len)
  %e = getelementptr inbounds %struct.Slice, ptr %s, i64 %i
  store ptr %bytes, ptr %e
  %f = getelementptr inbounds %struct.Slice, ptr %e, i32 0, i32 1
  store i64 %len, ptr %f
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %s, i64 %i)
  ret i64 %v
}
