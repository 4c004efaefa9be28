; A struct with a flexible array member allocated with cormi_alloc_object(sizeof(S) +
; n * 8) (what cormi_new would be with a run-time size): a plain heap block, its size
; known at run time (size source "heap").
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size>=8 alloc=object ptr=[0->node1] null=[]: struct of at least 8 bytes (cormi_alloc_object) allocated in main (size at run time) | sizes obj#2=heap
; CHECK-NEXT:    node1 struct size=8 alloc=malloc ptr=[] null=[]: struct of 8 bytes (malloc) allocated in main | sizes obj#3=static
; REMARK: remark: {{.*}}object sizes for A_len: struct of at least 8 bytes (cormi_alloc_object) allocated in main (size at run time): run-time extent (heap); struct of 8 bytes (malloc) allocated in main: static

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)
declare ptr @malloc(i64)

define i64 @A_len(ptr %self, ptr %m) {
  %f = getelementptr i8, ptr %m, i64 8
  %v = load i64, ptr %f
  ret i64 %v
}

define i64 @main(i64 %r, i64 %n) {
  %items = mul i64 %n, 8
  %bytes = add i64 16, %items
  %m = call ptr @cormi_alloc_object(i64 %bytes)
  %tag = call ptr @malloc(i64 8)
  store ptr %tag, ptr %m
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %m)
  ret i64 %s
}
