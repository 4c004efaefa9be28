; A server keeps each received list in a Vec field and names in another
; (Inputs/keeps.rs). `Vec::push` grows a buffer through std's `RawVec::grow_one`, which
; for `Vec<String>` is std's own copy, declared only: as unknown code it made the server
; object escape, and the kept lists' layouts were lost ("not known field by field"). The
; model gives the RawVec's buffer pointer (its offset from debug info) a fresh buffer
; holding the old one's contents, so the list keeps its layout and escapes into it.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/keeps.rustc.ll 2>&1 | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %S/Inputs/keeps.rustc.ll 2>&1 | FileCheck %s --check-prefix=ESC

; CHECK-NOT:   error
; CHECK-LABEL: shapes _ZN5keeps6client{{.*}}#1 -> _ZN5keeps11keeper_keep
; CHECK-NEXT:  arg1 graph node0
; CHECK-NEXT:  ret scalar
; CHECK-NEXT:  node0 struct size=16 alloc=malloc ptr=[0->node0] null=[]

; ESC: escape @_ZN5keeps11keeper_keep{{.*}} arg1 escapes: stored into the object allocated at {{.*}}(__rust_alloc)
