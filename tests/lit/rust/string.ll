; A String argument and result (Inputs/strings.rs): a byte buffer whose header is the
; String's inner Vec<u8>, its offsets from debug info.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/strings.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN7strings6client{{.*}}#0 -> _ZN7strings11names_greet
; CHECK-NEXT: arg1 struct rust-indirect size=24 ptr=[0 in place->node0]
; CHECK-NEXT: ret struct sret size=24 ptr=[0 in place->node2]
; CHECK-NEXT: node0 struct size=24 alloc=malloc ptr=[0->node1] null=[]: Rust value of type 'String'
; CHECK-NEXT: node1 buffer elem=1 align=1 scalars header ptr@8 len@16 cap@0: buffer of 'String' (1-byte 'u8' elements)
