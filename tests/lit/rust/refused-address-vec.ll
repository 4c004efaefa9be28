; Addresses kept as integers in a Vec<usize> (Inputs/addrvec.rs) that the method turns
; back into pointers: the serving node would follow the caller's addresses. The elements
; of a Vec planned from its Rust type travel as bytes, so the call is refused, naming the
; buffer and the conversion (it was sent, and the method read another node's memory).
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrvec.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrvec.rs:21:9: {{.*}}cormi: argument 1 of addrvec::sink_sum: the integer at byte 0 of the object (__rust_alloc) allocated at addrvec::client:17 holds an address of this node {{.*}} turns such integers back into pointers at addrvec.rs:12:37 (in addrvec::sink_sum)
