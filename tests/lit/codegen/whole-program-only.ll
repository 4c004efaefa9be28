; Without the rt-c helpers linked in (a per-TU compile, an LTO pre-link module), cormi
; does not lower: code generation needs the whole program.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s

; CHECK-LABEL: define i64 @main(i64 %r)
; CHECK-NEXT:    %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_add, i64 7)
; CHECK-NOT: __cormi_client_

declare void @__cormi_invoke(i64, ptr, ...)

define i64 @Acc_add(ptr %self, i64 %v) {
  ret i64 %v
}

define i64 @main(i64 %r) {
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_add, i64 7)
  ret i64 %s
}
