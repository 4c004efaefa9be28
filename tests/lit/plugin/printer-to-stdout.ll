; Printers write to standard output (docs/contracts.md), diagnostics and remarks to
; standard error: the printer's text survives 2>/dev/null, and stderr stays empty.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>/dev/null | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 >/dev/null | count 0

; CHECK: cormi-callsites: sites=0 methods=0

define void @main() {
  ret void
}
