; `cormi` is a required pass (isRequired): opt-bisect and optnone never skip it, since
; skipping it would leave remote calls without marshalers.

; RUN: opt -load-pass-plugin=%cormi -passes=cormi -opt-bisect-limit=0 -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: remote call site {{.*}} of Acc_ping

declare void @__cormi_invoke(i64, ptr, ...)

define void @Acc_ping(ptr %self) {
  ret void
}

define void @main(i64 %r) noinline optnone {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
