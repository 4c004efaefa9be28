; The heap rule for a Rust result sent from its type (Inputs/workq.rs: `q_pop` returns a
; `Task { id, data: Vec<f64> }`): the reply's unmarshaler builds it, so the caller's slot
; gets, at the type's pointer offsets only (debug info: the Vec's buffer pointer at byte
; 8), the call's `rust-value` object, which stands for the buffers and points to the
; unknown object only. What escaped into foreign code (`tagged`'s objects, which the
; unknown object's fields hold) reaches neither: the `Done` built from the task has no
; target at its id and only the unknown object at its sum (read from the buffer).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %S/Inputs/workq.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: obj#0 (0,0) unknown collapsed
; CHECK-NEXT:  +* -> {unknown, obj#[[A:[0-9]+]]+0, obj#[[A]]+*, obj#[[B:[0-9]+]]+0, obj#[[B]]+*}
; The `Done`: id (+0) holds nothing, sum (+8) the unknown object.
; CHECK-LABEL: alloca @_ZN5workq5w_run{{.*}} size=24{{$}}
; CHECK-NEXT:  +8 -> {unknown}
; The task's slot: only its buffer pointer.
; CHECK-NEXT:  alloca @_ZN5workq5w_run{{.*}} size=32{{$}}
; CHECK-NEXT:  +8 -> {obj#[[R:[0-9]+]]+*, obj#[[S:[0-9]+]]+*}
; CHECK:       obj#[[R]] ([[R]],[[R]]) lib:rust-value @_ZN5workq5w_run{{.*}} collapsed
; CHECK-NEXT:  +* -> {unknown}
