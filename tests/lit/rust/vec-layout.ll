; A Vec<f64> passed by value is a 24-byte value behind a pointer in rustc's IR
; (Inputs/vecs.rs); its debug info gives where the buffer pointer, the length and the
; capacity lie (rustc orders Vec's fields as it likes), and the element type: the value
; travels as a Rust value whose buffer header is held in place.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/vecs.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN4vecs6client{{.*}}#1 -> _ZN4vecs8calc_sum
; CHECK-NEXT: arg1 struct rust-indirect size=24 ptr=[0 in place->node0]
; CHECK-NEXT: ret scalar
; CHECK-NEXT: node0 struct size=24 alloc=malloc ptr=[0->node1] null=[]: Rust value of type 'Vec<f64, alloc::alloc::Global>'
; CHECK-NEXT: node1 buffer elem=8 align=8 scalars header ptr@8 len@16 cap@0: buffer of 'Vec<f64, alloc::alloc::Global>' (8-byte 'f64' elements)
