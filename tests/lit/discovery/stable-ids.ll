; Call-site ids are stable: the same values on every run (pinned below) and when
; unrelated functions are added or the functions reordered (the second run line reads
; Inputs/stable-ids-reordered.ll against the same checks). The module build id is
; stable across runs too (pinned per module; cormi-build-v3), but it covers every
; function's code, so the reordered module, which has an extra function, has another one.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 | FileCheck %s --check-prefixes=CHECK,THIS
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %S/Inputs/stable-ids-reordered.ll 2>&1 | FileCheck %s --check-prefixes=CHECK,REORDERED

; CHECK-LABEL: cormi-callsites: sites=3 methods=1 build-id=
; THIS-SAME: 0x4fc21705aa2bf240
; REORDERED-SAME: 0x7d9a55d839519e02
; CHECK-NEXT: site 0x6a54ecd3c431b85d invoke in @main #0 calls @Acc_ping
; CHECK:      site 0xc0f0f568264deeb8 invoke in @main #1 calls @Acc_ping
; CHECK:      site 0x3658e7416254dda4 invoke in @worker #0 calls @Acc_ping

declare void @__cormi_invoke(i64, ptr, ...)

define void @Acc_ping(ptr %self) {
  ret void
}

define void @helper() {
  ret void
}

define void @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}

define void @worker(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
