; A Vec of an enum with data in two variants, one a Box (Inputs/vecenum.rs): its
; elements cannot be told apart, so the call is refused, naming the Rust types.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/vecenum.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: vecenum.rs:28:9: {{.*}}cormi: argument 1 of vecenum::acc_area (Rust type 'Vec<vecenum::Shape, alloc::alloc::Global>'): the elements of 'Vec<vecenum::Shape, alloc::alloc::Global>': 'Shape' is an enum with data in more than one variant, which cannot be sent yet
