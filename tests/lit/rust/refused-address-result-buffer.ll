; A method returns its boxes' addresses as numbers in a `Vec<usize>` (Inputs/addrret.rs, a
; value sent from its type: the caller's copy is the reply's buffers), and the caller turns
; each number it reads from the buffer into a pointer and reads through it: refused at the
; call, naming the buffer's value and the conversion (it built, and the caller followed
; the serving node's addresses).
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrret.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrret.rs:19:17: {{.*}}cormi: the result of addrret::keeper_addrs holds numbers in an element of a buffer of its value (`Vec<usize>`) that the caller turns into a pointer at addrret.rs:20:28 (in addrret::client)
