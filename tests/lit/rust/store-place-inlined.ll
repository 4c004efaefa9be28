; A data store that std code inlined into a function names the file and line it comes
; from (Inputs/tlskeep.rs: `mem::replace` inside the thread-local's lazy
; initialisation), not a line of the function's own file, which has no such line.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %S/Inputs/tlskeep.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: scalar-store
; CHECK: i8 stored in {{.*}}get_or_init_slow{{[^ ]*}} (at library/core/src/mem/mod.rs:902)
