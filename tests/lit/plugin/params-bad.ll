; A bad pass parameter is a pipeline parse error: opt exits 1 after a message that
; names the parameter and what would have been accepted.

; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<mode=fast>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MODE
; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<speed=3>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=KEY
; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<mode>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOVALUE
; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<mode=site;mode=all>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TWICE

; MODE: error: invalid parameters for pass 'cormi' in 'cormi<mode=fast>': unknown mode 'fast' (expected one of: generic, class, site, site+cycle, site+reuse, all)
; MODE-NEXT: unknown pass name 'cormi<mode=fast>'
; KEY: error: invalid parameters for pass 'cormi' in 'cormi<speed=3>': unknown parameter 'speed' (expected: mode=<mode>, panic-for-testing, whole-program, timings, no-out-arg-warnings)
; NOVALUE: error: invalid parameters for pass 'cormi' in 'cormi<mode>': parameter 'mode' needs a value, e.g. mode=site
; TWICE: error: invalid parameters for pass 'cormi' in 'cormi<mode=site;mode=all>': parameter 'mode' given twice

define void @main() {
  ret void
}
