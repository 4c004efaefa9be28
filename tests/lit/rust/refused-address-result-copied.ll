; A method copies a struct of its object that holds the object's address as an integer
; into its result in whole (Inputs/addrcopy.rs, `store_handle`: one memcpy, no field
; store), and the caller passes the result to code the pass does not see while the program
; turns integers read from memory into pointers: refused at the call, naming the field the
; heap analysis sees carrying the address (it was sent as bytes).
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/addrcopy.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: addrcopy.rs:47:17: {{.*}}cormi: the result of addrcopy::store_handle holds an address of the serving node in field `addr` (byte 8) {{.*}} the result goes on at addrcopy.rs:48:9 (in addrcopy::client_kept) where the pass does not follow it {{.*}} (at addrcopy.rs:38:15 (in addrcopy::follow))
