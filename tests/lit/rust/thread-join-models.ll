; A list built in a spawned thread comes back through `join().unwrap()` (Inputs/threadres.rs).
; std's thread id, the wait for the thread's end and the `Debug` of a panic's payload
; (`Any { .. }`, called by `unwrap` of an `Err`) are modelled: they keep and write no
; pointer of the program. The payload's Debug read the thread packet's result slot, which
; it shares with the payload's vtable, as unknown code.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %S/Inputs/threadres.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: cormi-heap-debug:
; CHECK-NOT: unknown-external @{{.*}}3any{{.*}}5Debug3fmt
; CHECK-NOT: unknown-external @{{.*}}8ThreadId3new
; CHECK-NOT: unknown-external @{{.*}}6Thread4join
