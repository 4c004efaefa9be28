; std::mem::swap of a 48-byte struct calls std's chunked swap loop
; (core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks), which indexes both
; sides with its counter (Inputs/swapkeep.rs). It is modelled as a copy of the 48 bytes
; each way: the received Item's copy keeps its two buffer pointers at +0 (the String's)
; and +24 (the Vec's), not at every offset (nor a variable-index field: what the
; copy moves from the escaped struct lands on its copied fields), and the loop's body
; gets no objects.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %S/Inputs/swapkeep.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: alloca @_ZN8swapkeep10k_set_item{{.*}} size=48
; CHECK-NEXT: +0 ->
; CHECK-NEXT: +24 ->
; CHECK-NOT: +* ->
; CHECK-LABEL: fn @_ZN4core3ptr25swap_nonoverlapping_bytes26swap_nonoverlapping_chunks
; CHECK-NEXT: %x -> {}
; CHECK-NEXT: %y -> {}
