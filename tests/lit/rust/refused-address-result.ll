; A method returns the address of its object's field as an integer (Inputs/addrback.rs)
; and the caller turns it back into a pointer: it would read the serving node's address
; on the calling node. Refused at the call, naming the conversion (it was returned as a
; number before).
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrback.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrback.rs:23:17: {{.*}}cormi: the result of addrback::store_handle holds an address of the serving node as an integer {{.*}} turned back into a pointer at addrback.rs:24:10 (in addrback::client)
