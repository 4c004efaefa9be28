; The method builds a list, keeps its nodes in a heap array of pointers while it sorts
; them with qsort (which only permutes the array), relinks them and frees the array: the
; array holds pointers into the returned list, but nothing reaches it after the method
; returns, so it does not keep the list and the serving node frees the list after the
; reply. The same array stored into self does keep it.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -pass-remarks-missed=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: escape @L_kept_index reply kept: stored into the object allocated in L_kept_index (malloc) in L_kept_index
; CHECK-LABEL: escape @L_sorted reply freed: the method keeps no object of it

; REMARK-DAG: remark: <unknown>:0:0: the graph returned by L_sorted is freed by the serving node after the reply is marshaled: the method keeps no object of it
; REMARK-DAG: remark: <unknown>:0:0: the graph returned by L_kept_index is left to the method on the serving node (never freed by cormi)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @qsort(ptr, i64, i64, ptr)

define i32 @by_value(ptr %a, ptr %b) {
  %x = load ptr, ptr %a
  %y = load ptr, ptr %b
  %u = load i64, ptr %x
  %v = load i64, ptr %y
  %lt = icmp ult i64 %u, %v
  %r = select i1 %lt, i32 -1, i32 1
  ret i32 %r
}

; Two nodes in an array of pointers, sorted, relinked, the array freed.
define ptr @L_sorted(ptr %self, i64 %k) {
  %v = call ptr @malloc(i64 16)
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  store i64 %k, ptr %a
  store i64 1, ptr %b
  store ptr %a, ptr %v
  %v1 = getelementptr i8, ptr %v, i64 8
  store ptr %b, ptr %v1
  call void @qsort(ptr %v, i64 2, i64 8, ptr @by_value)
  %h = load ptr, ptr %v
  %t = load ptr, ptr %v1
  %next = getelementptr i8, ptr %h, i64 8
  store ptr %t, ptr %next
  %tn = getelementptr i8, ptr %t, i64 8
  store ptr null, ptr %tn
  call void @free(ptr %v)
  ret ptr %h
}

; The same, but the array is kept in self: the list stays the method's.
define ptr @L_kept_index(ptr %self, i64 %k) {
  %v = call ptr @malloc(i64 16)
  %a = call ptr @malloc(i64 16)
  store i64 %k, ptr %a
  %an = getelementptr i8, ptr %a, i64 8
  store ptr null, ptr %an
  store ptr %a, ptr %v
  store ptr %v, ptr %self
  ret ptr %a
}

define ptr @L_new() {
  %o = call ptr @malloc(i64 8)
  store ptr null, ptr %o
  ret ptr %o
}

define i64 @main() {
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @L_new)
  %l = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sorted, i64 3)
  %x = load i64, ptr %l
  %m = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_kept_index, i64 4)
  %y = load i64, ptr %m
  %s = add i64 %x, %y
  ret i64 %s
}
