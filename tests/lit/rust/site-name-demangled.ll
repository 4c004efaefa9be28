; The runtime names a call site in its messages (a failed call, a dead peer) by the
; string the pass stores for it; for a Rust program built without line tables that is
; "method in caller", and both are Rust paths, not mangled symbols (Inputs/calls.rs).
; RUN: opt -strip-debug %S/Inputs/calls.rustc.ll -o %t.bc
; RUN: llvm-link --suppress-warnings %t.bc %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -S %t.ll | FileCheck %s

; CHECK-LABEL: @__cormi_site_name.0 =
; CHECK-SAME: c"calls::acc_new in calls::client (compile with -g for file:line)\00"
; CHECK: @__cormi_site_name.1 = {{.*}} c"calls::acc_add in calls::client (compile
; CHECK-NOT: _ZN5calls
; CHECK-LABEL: @__cormi_sites =
