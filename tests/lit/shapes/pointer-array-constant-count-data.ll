; A pointer that may hold an array of pointers of a run-time count and a 16-byte object
; holding a pointer and a long ({Node *p; long n;}): the object is a whole number of
; 8-byte elements, but its data at byte 8 is no pointer, so it is no array of pointers
; of a constant count. A compile error naming the object and the store, never the long
; sent as a pointer.
; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: cormi: in function 'main': argument 1 of U_take: may point to arrays of pointers and to the object (malloc) allocated in main of a constant size, which holds data (i64 stored in main) where an array holds pointers

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
  %a = call ptr @malloc(i64 16)
  %b = call ptr @cormi_alloc_array(i64 8, i64 %n)
  %leaf = call ptr @malloc(i64 8)
  store ptr %leaf, ptr %a
  %an = getelementptr i8, ptr %a, i64 8
  store i64 42, ptr %an
  store ptr %leaf, ptr %b
  %x = select i1 %big, ptr %b, ptr %a
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @U_take, ptr %x)
  ret i64 %v
}
