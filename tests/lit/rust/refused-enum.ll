; A result enum with data in two variants, one a Box (Inputs/enum.rs), is returned
; through memory as opaque bytes; its debug info shows the pointer, and the pass refuses
; it, naming the Rust type and what to send instead.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %S/Inputs/enum.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: enum.rs:26:15: {{.*}}cormi: the result of enum::acc_shape (Rust type 'Shape'): 'Shape' is an enum with data in more than one variant, which cannot be sent yet; send a struct instead (a fieldless enum as the tag, each variant's data in its own field or Option<Box<T>>), or one remote method per variant
