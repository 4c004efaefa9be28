; A spawned thread's numbers (Inputs/threadnum.rs: `t * 1000 + i` from the closure's
; capture `t`) carry no object: std's native thread start
; (`<std::sys::thread::unix::Thread>::new`) runs the closure its `ThreadInit` holds
; with the closure's own box, and std's `Arc::drop_slow` of the handle at the
; `ThreadInit`'s first field does not take the box along into unknown code. Without
; the model, unknown code called the closure with every escaped object.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %S/Inputs/threadnum.rustc.ll 2>&1 | FileCheck %s

; CHECK-LABEL: remote @{{.*}}__rust_begin_short_backtrace{{.*}}#0 -> @{{.*}}w_log
; CHECK-NEXT: arg1 actual {} formal {}
