; An object whose size the pass cannot see (malloc of a run-time size, not
; cormi_new_array) is a compile error at the call site that says how to fix it.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: cormi: in function 'main': argument 1 of A_sum: the size of the object (malloc) allocated in main is unknown; allocate it with a constant size, cormi_new(T) or cormi_new_array(T, n)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define double @A_sum(ptr %self, ptr %a) {
  ret double 0.0
}

define double @main(i64 %r, i64 %n) {
  %a = call ptr @malloc(i64 %n)
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %a)
  ret double %s
}
