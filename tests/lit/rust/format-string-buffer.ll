; A String built by format! inside a boxed struct (Inputs/formatted.rs): std's
; format_inner writes the String through its result pointer with a buffer from the
; global allocator, so the box's String points to that buffer (a fresh object of the
; call site) at its buffer pointer's offset (debug info). Without it the String's
; pointer field pointed nowhere, and the marshaler sent the struct alone: the serving
; node read the caller's address.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %S/Inputs/formatted.rustc.ll | FileCheck %s

; CHECK-LABEL: cormi-heap:
; CHECK:       obj#[[BUF:[0-9]+]] ({{[0-9,]+}}) __rust_alloc @make:11{{$}}
; CHECK-NEXT:  obj#{{[0-9]+}} ({{[0-9,]+}}) __rust_alloc @make:11 size=32
; CHECK-NEXT:    +8 -> {obj#[[BUF]]+0}
; CHECK-LABEL: fn @make
