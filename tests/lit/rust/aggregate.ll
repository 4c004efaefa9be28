; A Rust struct returned by value is a first-class aggregate ({ double, i64 }) in rustc's
; IR (Inputs/calls.rs); it is sent as bytes in both directions, like a C struct value.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/calls.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN5calls6client{{.*}}#2 -> _ZN5calls8acc_pair
; CHECK-NEXT: arg1 scalar
; CHECK-NEXT: arg2 scalar
; CHECK-NEXT: ret scalar
