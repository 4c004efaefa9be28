; A Vec<Vec<f64>> returned through memory (Inputs/vecs.rs): the outer buffer's elements
; are 24-byte records whose header at byte 0 leads to the inner buffers.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/vecs.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN4vecs6client{{.*}}#0 -> _ZN4vecs9calc_rows
; CHECK-NEXT: arg1 scalar
; CHECK-NEXT: ret struct sret size=24 ptr=[0 in place->node0]
; CHECK-NEXT: node0 struct size=24 alloc=malloc ptr=[0->node1]
; CHECK-NEXT: node1 buffer elem=24 align=8 records ptr=[0->node2] header ptr@8 len@16 cap@0: buffer of 'Vec<alloc::vec::Vec<f64, alloc::alloc::Global>, alloc::alloc::Global>'
; CHECK-NEXT: node2 buffer elem=8 align=8 scalars header ptr@8 len@16 cap@0: buffer of 'Vec<f64, alloc::alloc::Global>'
