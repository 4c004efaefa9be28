; A panic inside Rust never aborts opt: it is caught at the FFI boundary and reported
; as an LLVM error diagnostic (`not` without --crash fails if opt died of a signal).
; The hidden debug parameter `panic-for-testing` panics on purpose.

; RUN: not opt -load-pass-plugin=%cormi -passes='cormi<panic-for-testing>' -disable-output %s 2>&1 | FileCheck %s
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-callsites><panic-for-testing>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PRINTER

; Rust's default panic message and backtrace hint are not printed (a quiet panic hook
; records the message and location for the diagnostic instead).
; CHECK-NOT: panicked
; CHECK-NOT: RUST_BACKTRACE
; CHECK: error: cormi: internal error in pass 'cormi': panic-for-testing requested in pass 'cormi' (at {{.*}}passes.rs:{{[0-9]+}}:{{[0-9]+}}); please report this bug
; PRINTER-NOT: panicked
; PRINTER: error: cormi: internal error in pass 'print<cormi-callsites>': panic-for-testing requested

define void @main() {
  ret void
}
