; A worker method sends a `Done` of three numbers (Inputs/workq.rs) made from a `Task`
; that a remote call returned (a value sent from its type: its `Vec<f64>` buffer is the
; unmarshaler's) while an unrelated box escapes into foreign code after its address went
; through an integer (`tagged`). The task's numbers are not what escaped, so the `Done` is
; sent as bytes; it was refused as "holds a pointer converted to an integer, which is
; turned back into a pointer at workq.rs:80".
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/workq.rustc.ll 2>&1 | FileCheck %s

; CHECK-NOT:   error
; CHECK-LABEL: shapes _ZN5workq5w_run{{.*}}#1 -> _ZN5workq6q_done
; CHECK-NEXT:  arg1 graph node0
; CHECK-NEXT:  ret none
; CHECK-NEXT:  node0 struct size=24 alloc=malloc ptr=[] null=[]
