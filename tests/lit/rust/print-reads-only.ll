; println! of a loop counter, {:?} of a Vec<i64>, a Vec that may grow (Inputs/print.rs):
; std's formatting (_print, Formatter::debug_list, DebugList::entry) calls the
; formatting functions stored in its arguments and reads the values (the leaves, such
; as <i64 as Display>::fmt, take them `readonly` without keeping them for writing), and
; a Vec's error path (alloc::raw_vec::handle_error) reports and does not return. None
; of them lets unknown code write into the program's objects: no object of `show`
; escapes (an escaped integer slot would make every integer read from it carry every
; escaped address).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %S/Inputs/print.rustc.ll | FileCheck %s

; CHECK: cormi-heap-debug:
; CHECK-NOT: unknown-external {{.*}}6__print
; CHECK-NOT: unknown-external {{.*}}handle_error
; CHECK-NOT: unknown-external {{.*}}DebugList
; CHECK-NOT: escaped obj#{{[0-9]+}} ({{[0-9,]+}}) alloca
; CHECK-NOT: escaped obj#{{[0-9]+}} ({{[0-9,]+}}) __rust
