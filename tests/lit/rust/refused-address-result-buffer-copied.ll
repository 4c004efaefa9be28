; The caller copies the numbers of a returned `Vec<usize>` (Inputs/addrret.rs,
; `client_table`) into a table of its own, which another function reads and turns into a
; pointer: refused at the call, naming that conversion (the numbers are stored into
; memory that a converted load may read).
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrret.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrret.rs:39:9: {{.*}}cormi: the result of addrret::keeper_addrs holds numbers in an element of a buffer of its value (`Vec<usize>`) that the caller turns into a pointer at addrret.rs:32:15 (in addrret::read_at)
