; A pointer that may hold structs of different sizes needs a type tag, which comes from
; the cormi_new header; a variant allocated with malloc has none, so the call site is a
; compile error naming the object and the reason (pass/src/shape/mod.rs, poly).

; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: cormi: in function 'main': argument 1 of U_take: may point to objects of different shapes ({{.*}} and others), which need a type tag, but the object (malloc) allocated in main cannot be told apart from the others at run time: it is not allocated with cormi_new(T), whose header gives its size at run time

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)
declare ptr @malloc(i64)

define i64 @U_take(ptr %self, ptr %x) {
  ret i64 0
}

define i64 @main(i64 %r, i1 %big) {
  %a = call ptr @cormi_alloc_object(i64 16)
  %b = call ptr @malloc(i64 24)
  %x = select i1 %big, ptr %b, ptr %a
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @U_take, ptr %x)
  ret i64 %v
}
