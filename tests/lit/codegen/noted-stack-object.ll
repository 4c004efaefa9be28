; A stack object whose size a marshaler asks at run time (a variable-length array) is
; noted right after its alloca runs, with its size (count * 8), after forgetting the
; note it made before (an alloca in a loop); every return forgets the last note
; (pass/src/codegen/notes.rs). The slot holding it is null at entry.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define double @main(i64 %r, i64 %n)
; CHECK-NEXT:    %cormi.noted = alloca ptr
; CHECK-NEXT:    store ptr null, ptr %cormi.noted
; CHECK-NEXT:    %a = alloca double, i64 %n
; CHECK-NEXT:    %[[OLD:noted[0-9]*]] = load ptr, ptr %cormi.noted
; CHECK-NEXT:    call void @cormi_extent_forget(ptr %[[OLD]])
; CHECK-NEXT:    %bytes = mul i64 %n, 8
; CHECK-NEXT:    call void @cormi_extent_note(ptr %a, i64 %bytes)
; CHECK-NEXT:    store ptr %a, ptr %cormi.noted
; CHECK:         call double @__cormi_client_
; CHECK-NEXT:    %[[LAST:noted[0-9]*]] = load ptr, ptr %cormi.noted
; CHECK-NEXT:    call void @cormi_extent_forget(ptr %[[LAST]])
; CHECK-NEXT:    ret double

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
define double @A_sum(ptr %self, ptr %a) {
  %v = load double, ptr %a
  ret double %v
}

define double @main(i64 %r, i64 %n) {
  %a = alloca double, i64 %n
  store double 1.0, ptr %a
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %a)
  ret double %s
}
