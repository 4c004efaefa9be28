; Without debug info an error still names the function and the call (which remote call
; of the function, of which method) and says that -g gives file:line.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: cormi: in function 'main': remote method Acc_sum has no body in the module: the pass needs the whole program (compile the file that defines it with cormicc) (at the cormi_invoke of Acc_sum, the 2nd remote call in 'main'; compile with -g for file:line)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare double @Acc_sum(ptr, ptr)
define void @Acc_ping(ptr %self) {
  ret void
}

define double @main(i64 %r, ptr %l) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_sum, ptr %l)
  ret double %s
}
