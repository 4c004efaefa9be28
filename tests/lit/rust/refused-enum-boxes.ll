; A Box<Expr> tree built by a function (Inputs/enumtree.rs), Expr an enum with data in
; more than one variant whose boxes the heap analysis sees at several offsets: the error
; names the Rust type of the boxes (from the debug info of the inlined Box::new), not
; their offsets or C's CORMI_UNION, and the user's line of the allocation. A constant
; tree of the same type, whose boxes the analysis tells apart by allocation site, is
; refused too: whether a program is accepted does not depend on how it built its values.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/enumtree.rustc.ll 2>&1 | FileCheck %s

; CHECK-DAG: error: enumtree.rs:40:9: {{.*}}cormi: argument 1 of enumtree::calc_eval: the object (__rust_alloc) allocated at enumtree::build:30 holds a Rust 'Expr': 'Expr' is an enum with data in more than one variant, which cannot be sent yet
; CHECK-DAG: error: enumtree.rs:51:9: {{.*}}cormi: argument 1 of enumtree::calc_eval: the object (__rust_alloc) allocated at enumtree::client_const:47 holds a Rust 'Expr': 'Expr' is an enum with data in more than one variant, which cannot be sent yet
