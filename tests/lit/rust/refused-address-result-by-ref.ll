; The struct result returned through memory (Inputs/addrbackbig.rs) is passed by
; reference to a function that turns its address field into a pointer: the walk follows
; the result into the callee's parameter and names the conversion there.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrbackbig.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrbackbig.rs:45:17: {{.*}}cormi: the result of addrbackbig::store_handle holds a number in field `addr` (byte 8) that the caller turns into a pointer at addrbackbig.rs:38:15 (in addrbackbig::follow)
