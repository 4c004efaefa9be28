; reallocarray(p, n, 8) of an array of pointers: an array of pointers whose count is
; the extent / 8 (size source "heap"), its elements sent as pointers.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_first
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=8 ptr->node1: array of pointers (reallocarray) allocated in main | sizes obj#2=heap
; CHECK-NEXT:    node1 struct size=8 alloc=malloc ptr=[] null=[]: struct of 8 bytes (malloc) allocated in main | sizes obj#3=static
; REMARK: remark: {{.*}}object sizes for A_first: array of pointers (reallocarray) allocated in main: run-time extent (heap); struct of 8 bytes (malloc) allocated in main: static

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare ptr @reallocarray(ptr, i64, i64)

define i64 @A_first(ptr %self, ptr %a) {
  %p = load ptr, ptr %a
  %v = load i64, ptr %p
  ret i64 %v
}

define i64 @main(i64 %r, i64 %n, i64 %i) {
  %a = call ptr @reallocarray(ptr null, i64 %n, i64 8)
  %x = call ptr @malloc(i64 8)
  store i64 5, ptr %x
  %slot = getelementptr ptr, ptr %a, i64 %i
  store ptr %x, ptr %slot
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_first, ptr %a)
  ret i64 %s
}
