; {:?} of a tuple and a hand-written Debug through std's builders (Inputs/fmtbuilders.rs):
; Formatter::debug_tuple/debug_struct/debug_map keep the Formatter in the builder, and
; the builders' field/entry call the fields' formatting functions with the fields and
; keep nothing: no builder call is unknown code, and the tuple and the loop counter the
; arguments point to do not escape (an escaped integer slot makes every integer read
; from it carry every escaped address: a plain u64 argument refused as an address).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %S/Inputs/fmtbuilders.rustc.ll | FileCheck %s

; CHECK-LABEL: cormi-heap-debug:
; CHECK-NOT: unknown-external {{.*}}debug_tuple
; CHECK-NOT: unknown-external {{.*}}DebugTuple
; CHECK-NOT: unknown-external {{.*}}debug_struct
; CHECK-NOT: unknown-external {{.*}}DebugStruct
; CHECK-NOT: unknown-external {{.*}}debug_map
; CHECK-NOT: unknown-external {{.*}}DebugMap
; CHECK-NOT: escaped obj#{{[0-9]+}} ({{[0-9,]+}}) alloca
