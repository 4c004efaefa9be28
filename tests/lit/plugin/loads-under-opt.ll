; The plugin loads into LLVM 22's opt and its `cormi` pass runs: each remote call site
; is reported as an analysis remark of pass `cormi`.

; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: remark: <unknown>:0:0: remote call site 0x{{[0-9a-f]+}} of Acc_ping (mode all)

declare void @__cormi_invoke(i64, ptr, ...)

define void @Acc_ping(ptr %self) {
  ret void
}

define void @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
