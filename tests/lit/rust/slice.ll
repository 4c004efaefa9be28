; A &[i64] argument is two IR arguments (data pointer, length) in rustc's IR
; (Inputs/vecs.rs): it travels as its {data_ptr, length} header (no capacity) and the
; length as a scalar.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/vecs.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN4vecs6client{{.*}}#2 -> _ZN4vecs10calc_total
; CHECK-NEXT: arg1 struct rust-slice size=16 ptr=[0 in place->node0]
; CHECK-NEXT: arg2 scalar
; CHECK-NEXT: ret scalar
; CHECK-NEXT: node0 struct size=16 alloc=malloc ptr=[0->node1] null=[]: Rust value of type '&[i64]'
; CHECK-NEXT: node1 buffer elem=8 align=8 scalars header ptr@0 len@8 cap@none: buffer of '&[i64]' (8-byte 'i64' elements)
