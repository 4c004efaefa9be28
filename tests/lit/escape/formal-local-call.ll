; A remote method that main also calls locally on its own array, which main then frees:
; the received argument graph starts at the unmarshaler's copies, so main's free of its
; own array does not make the copies escape, and the server reuses them.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: escape @A_sum arg1 reuse: no object reachable from it escapes

; REMARK: remark: <unknown>:0:0: received argument graphs of A_sum are reused by the next call through a per-call-site slot: no object reachable from an argument escapes the method

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

define double @A_sum(ptr %self, ptr %a) {
  %x = load double, ptr %a
  ret double %x
}

define double @main(i64 %r) {
  %a = call ptr @malloc(i64 64)
  store double 2.0, ptr %a
  %local = call double @A_sum(ptr null, ptr %a)
  %remote = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %a)
  call void @free(ptr %a)
  %s = fadd double %local, %remote
  ret double %s
}
