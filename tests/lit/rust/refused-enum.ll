; A result enum with data in two variants, one a Box (Inputs/enum.rs), is returned
; through memory as opaque bytes; its debug info shows the pointer, and the pass refuses
; it, naming the Rust type.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %S/Inputs/enum.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: enum.rs:26:15: {{.*}}cormi: the result of enum::acc_shape (Rust type 'Shape'): 'Shape' is an enum with data in more than one variant, which cannot be sent yet
