; Box::new calls rustc's mangled __rust_alloc (Inputs/boxes.rs); the heap analysis knows
; it as an allocator by its attributes (allockind, alloc-family), so the list sent to
; acc_sum is a graph of 16-byte heap nodes rather than an object of unknown origin.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/boxes.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN5boxes6client{{.*}}#0 -> _ZN5boxes7acc_sum
; CHECK-NEXT: arg1 graph node0
; CHECK: node0 struct size=16 alloc=malloc ptr=[0->node0] null=[]: struct of 16 bytes (__rust_alloc) allocated at _ZN5boxes6client{{.*}} | sizes obj#1=static
