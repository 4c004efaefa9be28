; Under opt, LLVM's default diagnostic handler exits at the first error; the plugin
; still shows every error of the pass (cormicc runs opt and relies on this), and opt
; exits 1 after the last one.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: cormi: in function 'main': __cormi_invoke of 'Acc_ping' passes 1 argument(s), but 'Acc_ping' takes 0 besides self
; CHECK-NEXT: error: cormi: in function 'main': argument 1 of remote method 'Acc_set' (counted after self) has type ptr (a pointer), but 'Acc_set' declares it as i32 (int)
; CHECK-NEXT: error: cormi: in function 'worker': the remote method must be named directly (a function), found a null pointer (operand 1 of __cormi_invoke)
; CHECK-NOT: error

declare void @__cormi_invoke(i64, ptr, ...)

define void @Acc_ping(ptr %self) {
  ret void
}

define void @Acc_set(ptr %self, i32 %v) {
  ret void
}

define void @main(i64 %r, ptr %p) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping, i32 1)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_set, ptr %p)
  ret void
}

define void @worker(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr null)
  ret void
}
