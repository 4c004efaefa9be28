; A struct whose member is an array of raw pointers to heap objects (Inputs/ptrarray.rs,
; `kids: [*mut D; 2]`) is sent as a graph: each array element is a pointer field of the
; struct's layout (the array's count is constant, as a C array member's). It was refused
; with an empty type name.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/ptrarray.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN8ptrarray6client{{.*}}#0 -> _ZN8ptrarray9acc_count
; CHECK-NEXT: arg1 graph node0
; CHECK-NEXT: ret scalar
; CHECK-NEXT: node0 struct size=24 alloc=malloc ptr=[0->node1, 8->node1] null=[]
; CHECK-NOT: error
