; A Box allocated through std's Box::new, inlined into the user's function
; (Inputs/boxes.rs), is allocated at the user's line of Box::new (26), not at the line
; of the inlined allocation in std's alloc.rs (95).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %S/Inputs/boxes.rustc.ll | FileCheck %s

; CHECK: obj#1 (1,1) __rust_alloc @_ZN5boxes6client{{[0-9a-z]*}}E:26 size=16
