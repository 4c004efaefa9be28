; An empty Vec's buffer pointer is NonNull::dangling(), `inttoptr (i64 8 to ptr)` in
; rustc's IR (Inputs/dangling.rs). No object lies at such an address: the buffer
; pointers point to the buffers alone, not also to the unknown object (which made every
; integer pushed through them carry every escaped address). The buffer is the one that
; `Vec::push`'s growth (`RawVec::grow_one`, modelled) makes at the push's line.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %S/Inputs/dangling.rustc.ll | FileCheck %s

; CHECK-LABEL: cormi-heap:
; CHECK:       obj#[[BUF:[0-9]+]] ({{[0-9,]+}}) __rust_alloc @doubled:8
; CHECK-LABEL: fn @doubled
; CHECK-NOT: unknown
; CHECK: %_2619 -> {obj#[[BUF]]+0}
; CHECK-NOT: unknown
; CHECK: %_14.i -> {obj#[[BUF]]+0}
