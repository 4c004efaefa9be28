; A pointer that may hold structs of different sizes (with pointer fields) is told apart
; at run time by each object's extent; an array among them (its extent does not tell it
; from a struct) cannot be told apart, so the call site is a compile error naming the
; object and the reason (pass/src/shape/mod.rs, poly). (A struct of a whole number of
; the array's elements would be taken for an array of a constant count: 24 bytes are no
; whole number of 16-byte records.)
; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: cormi: in function 'main': argument 1 of U_take: may point to objects of different shapes ({{.*}} and others), which need a type tag, but the object (cormi_alloc_array) allocated in main cannot be told apart from the others at run time: it is an array

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare ptr @cormi_alloc_array(i64, i64)

define i64 @U_take(ptr %self, ptr %x) {
  %p = load ptr, ptr %x
  %v = load i64, ptr %p
  ret i64 %v
}

define i64 @main(i64 %r, i1 %big, i64 %n) {
  %a = call ptr @malloc(i64 24)
  %b = call ptr @cormi_alloc_array(i64 16, i64 %n)
  %leaf = call ptr @malloc(i64 8)
  store ptr %leaf, ptr %a
  store ptr %leaf, ptr %b
  %x = select i1 %big, ptr %b, ptr %a
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @U_take, ptr %x)
  ret i64 %v
}
