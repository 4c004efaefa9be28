; A HashMap argument (Inputs/hashmap.rs): std's hash table is std's own layout, which
; the pass does not read. The refusal names the Rust type from debug info, in short, and
; says what to send instead (it named only a stack slot's offsets before).
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/hashmap.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: hashmap.rs:19:9: {{.*}}cormi: argument 1 of hashmap::counter_add (Rust type 'HashMap<String, u64>'): 'HashMap<String, u64>' is one of std's collections, whose layout the pass does not read, and cannot be sent; send its entries as a Vec of pairs (`map.into_iter().collect::<Vec<_>>()`) and rebuild the map in the method
