; The typed form's marker must be called once and its result called at once, exactly
; once (what cormi_invoke writes); a result kept and called twice is an error at the
; marker call, and its address taken is an error where it is used.

; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-DAG: error: cormi: in function 'twice': the result of __cormi_remote_method must be called at once, exactly once (write cormi_invoke(ref, method, args...))
; CHECK-DAG: error: cormi: in function 'address': __cormi_remote_method may only be called by cormi_invoke(ref, method, args...); its address is used here

declare ptr @__cormi_remote_method(i64, ptr)

define void @A_ping(ptr %self) {
  ret void
}

define void @twice(i64 %r) {
  %t = call ptr @__cormi_remote_method(i64 %r, ptr @A_ping)
  call void %t(ptr null)
  call void %t(ptr null)
  ret void
}

define ptr @address() {
  ret ptr @__cormi_remote_method
}
