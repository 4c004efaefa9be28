; With panics that unwind, a remote call inside a loop (Inputs/unwindloop.rs: a list sent
; each iteration, a local reassigned after the call) is an `invoke` whose cleanup block
; starts with a phi (which list to drop). The pass turns each such invoke into a call and a
; branch; the phi loses its entries for the three calls' blocks and the module verifies.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>,verify' -S %S/Inputs/unwindloop.rustc.ll -o - 2>&1 | FileCheck %s

; CHECK-LABEL: cormi-callsites: sites=3 methods=1
; CHECK: invoke in @_ZN10unwindloop6client{{.*}} #0 calls @_ZN10unwindloop10k_set_list{{.*}} at unwindloop.rs:37:13
; CHECK: invoke in @_ZN10unwindloop6client{{.*}} #2 calls @_ZN10unwindloop10k_set_list{{.*}} at unwindloop.rs:37:13

; CHECK-LABEL: define {{.*}} @_ZN10unwindloop6client
; CHECK: {{^}}bb11.thread13:
; CHECK-NOT: %bb3
; CHECK-SAME: {{$}}
; CHECK-NEXT: %storemerge19.lcssa = phi ptr [ null, %start ], [ null, %bb4 ], [ %_14, %{{[^ ]+}} ], [ %_14, %bb4.1 ], [ %_14.1, %{{[^ ]+}} ], [ %_14.1, %bb4.2 ]{{$}}
; CHECK-NEXT: landingpad
; CHECK: {{^}}bb3: ; preds = %start
; CHECK-NEXT: call noundef i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @_ZN10unwindloop10k_set_list
; CHECK-NEXT: br label %bb4
