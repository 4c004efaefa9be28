; A module with remote call sites but without the rt-c helper marker is not the whole
; program: `cormi` leaves it unchanged (exit 0) and warns once, at the first site, why
; and which routes do lower it. A module without sites gets no warning.

; RUN: opt -load-pass-plugin=%cormi -passes=cormi -S %s -o - 2>&1 | FileCheck %s
; RUN: sed -e '/CUT/,$d' %s | opt -load-pass-plugin=%cormi -passes=cormi -disable-output 2>&1 | FileCheck %s --check-prefix=NOSITES --allow-empty

; NOSITES-NOT: warning
; CHECK: warning: cormi: in function 'main': 2 remote call site(s) not lowered here: this module is not the whole program (it lacks the runtime's helper bitcode, global 'cormi_rt_hot_helpers'){{.*}}compile and link with cormicc, or link with clang -flto -fuse-ld=lld -Wl,--load-pass-plugin=libcormi_pass.so with cormi-rt-helpers.bc among the inputs
; CHECK-NOT: warning
; CHECK-LABEL: define void @main(
; CHECK: call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
; CHECK: call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)

define void @Acc_ping(ptr %self) {
  ret void
}

; CUT: the lines below hold the remote calls.
declare void @__cormi_invoke(i64, ptr, ...)

define void @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
