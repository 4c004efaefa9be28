; An empty Vec's buffer pointer is NonNull::dangling(), `inttoptr (i64 8 to ptr)` in
; rustc's IR (Inputs/dangling.rs). No object lies at such an address: the buffer
; pointers point to the buffers alone, not also to the unknown object (which made every
; integer pushed through them carry every escaped address).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %S/Inputs/dangling.rustc.ll | FileCheck %s

; CHECK-LABEL: fn @doubled
; CHECK-NOT: unknown
; CHECK: %_2619 -> {obj#1+0, obj#2+0}
; CHECK-NOT: unknown
; CHECK: %_14.i -> {obj#1+0, obj#2+0}
