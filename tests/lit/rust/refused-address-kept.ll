; An integer argument carrying the caller's address (Inputs/addrkept.rs) that the method
; stores into its object, where a later call loads it and turns it into a pointer after
; arithmetic (`(this.base + k * 8) as *const f64`): refused at the call that sends it.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrkept.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrkept.rs:24:9: {{.*}}cormi: argument 1 of addrkept::sink_keep is an integer that holds an address of this node
