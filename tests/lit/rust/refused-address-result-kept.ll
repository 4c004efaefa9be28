; The struct result returned through memory (Inputs/addrbackbig.rs), whose field the
; method fills from a pointer, is passed to code the pass does not see while the program
; turns integers read from memory into pointers: refused, naming the field, where the
; result goes and a conversion.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrbackbig.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrbackbig.rs:59:17: {{.*}}cormi: the result of addrbackbig::store_handle holds an address of the serving node in field `addr` (byte 8) {{.*}} the result goes on at addrbackbig.rs:60:9 (in addrbackbig::client_kept) where the pass does not follow it {{.*}} (at addrbackbig.rs:29:10 (in addrbackbig::client))
