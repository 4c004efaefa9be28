; A method returns the address of its object's field as an integer in a struct returned
; through memory (Inputs/addrbackbig.rs, `Handle`, 32 bytes), and the caller turns it back
; into a pointer after arithmetic: refused at the call, naming the field and the
; conversion (it was sent as bytes and the caller followed the serving node's address).
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrbackbig.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrbackbig.rs:28:17: {{.*}}cormi: the result of addrbackbig::store_handle holds a number in field `addr` (byte 8) that the caller turns into a pointer at addrbackbig.rs:29:10 (in addrbackbig::client)
