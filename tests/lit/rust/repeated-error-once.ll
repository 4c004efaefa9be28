; A refused call inside a loop rustc unrolls (Inputs/repeated.rs) is three call sites at
; one source line with one error each: the error is shown once, and it names the method
; by its Rust path (repeated::acc_shape), not by its mangled symbol.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %S/Inputs/repeated.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: repeated.rs:28:26: {{.*}}cormi: the result of repeated::acc_shape (Rust type 'Shape'): 'Shape' is an enum with data in more than one variant, which cannot be sent yet
; CHECK-NOT: error:
