; A &str argument (Inputs/strings.rs): a fat pointer of bytes, sent as its header.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/strings.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN7strings6client{{.*}}#1 -> _ZN7strings9names_len
; CHECK-NEXT: arg1 struct rust-slice size=16 ptr=[0 in place->node0]
; CHECK-NEXT: arg2 scalar
; CHECK-NEXT: ret scalar
; CHECK-NEXT: node0 struct size=16 alloc=malloc ptr=[0->node1] null=[]: Rust value of type '&str'
; CHECK-NEXT: node1 buffer elem=1 align=1 scalars header ptr@0 len@8 cap@none: buffer of '&str'
