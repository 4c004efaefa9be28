; A Box list whose nodes hold a String built by format! (Inputs/namedlist.rs): std's
; format_inner writes the String's buffer pointer where the String's debug info puts
; `vec.buf.inner.ptr` (byte 8 here), so a node has two pointer fields, the buffer and the
; next node. When the buffer went to any offset of the String, it reached the next
; pointer's slot too, and the list was refused ("a pointer at byte 25 ... does not fit").
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/namedlist.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes _ZN9namedlist6client{{.*}}#0 -> _ZN9namedlist11archive_add
; CHECK-NEXT:  arg1 graph node0
; CHECK-NEXT:  ret scalar
; CHECK-NEXT:  node0 struct size=32 alloc=malloc ptr=[8->node1, 24->node0] null=[]
; CHECK-NEXT:  node1 array elem=1: bytes (__rust_alloc)
; CHECK-NOT:   error
