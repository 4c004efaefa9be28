; A value printed in place from memory the program does not own (Inputs/fmtunknown.rs:
; `println!("{i}: {}", v[1])` with `v` a slice from a foreign function): the argument
; array holds a pointer into unknown memory beside the formatting functions. _print
; calls only the functions stored there (constants), so that pointer is no call of
; unknown code, and the loop counter the arguments point to does not escape.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %S/Inputs/fmtunknown.rustc.ll | FileCheck %s

; CHECK-LABEL: cormi-heap-debug:
; CHECK: unknown-external @samples
; CHECK-NOT: unknown-pointer-call
; CHECK-NOT: escaped obj#{{[0-9]+}} ({{[0-9,]+}}) alloca
