; With panics that unwind, rustc calls through the marker's result with `invoke`
; (Inputs/unwind.rs: a Box is live across the call); the pass turns it into a call and a
; branch to the normal destination (the module stays valid), then finds the site as usual.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>,verify' -disable-output %S/Inputs/unwind.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: cormi-callsites: sites=1 methods=1
; CHECK: invoke in @_ZN6unwind6client{{.*}} #0 calls @_ZN6unwind7acc_add{{.*}} at unwind.rs:18:9
; CHECK-NEXT: ret double
; CHECK-NEXT: arg 1 double
