; A Box list whose integers carry a pointer's provenance (Vec lengths std computes from
; pointer differences, Inputs/roundtrip.rs) is sent: std's RawVec turns its new buffer's
; address back into a pointer only in registers (ptrtoint, phi with the alignment,
; inttoptr), which no integer read from memory reaches.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/roundtrip.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN9roundtrip6client{{.*}} -> _ZN9roundtrip5s_sum
; CHECK-NEXT: arg1 graph node0
; CHECK-NOT: error
