; An object whose size is known only at run time, from an allocator whose blocks the
; runtime does not record (mmap), is a compile error at the call site naming the object
; and why (pass/src/shape/sizes.rs): the marshaler could not learn its extent.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: cormi: in function 'main': argument 1 of A_sum: the size of the object (mmap) allocated in main is known only at run time, and the runtime cannot know it: 'mmap' is not an allocator whose blocks the runtime records

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @mmap(ptr, i64, i32, i32, i32, i64)

define double @A_sum(ptr %self, ptr %a) {
  ret double 0.0
}

define double @main(i64 %r, i64 %n) {
  %a = call ptr @mmap(ptr null, i64 %n, i32 3, i32 34, i32 -1, i64 0)
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %a)
  ret double %s
}
