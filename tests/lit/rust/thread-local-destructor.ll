; A remote method keeps the list it receives in a `thread_local!` (Inputs/tlskeep.rs):
; std registers the storage's destructor (`destructors::linux_like::register`) with the
; storage's own address, so the destructor's state byte is written into the storage,
; not into every escaped object. Without the model, the kept list escaped into that
; registration and the byte made its pointer "a union whose active member cannot be known".
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/tlskeep.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: shapes {{.*}}send_list{{.*}} -> {{.*}}k_keep
; CHECK-NEXT: arg1 graph node0
; CHECK-NOT: error
