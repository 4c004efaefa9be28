; In a Rust debug build, invoke!'s typed call is not inlined: the marker's result is
; passed to a helper instead of being called at once. The error says so in Rust's terms
; (the function holding the marker call has a Rust mangled name), not in C's.

; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: error: cormi: in function 'prog::main': the result of __cormi_remote_method must be called at once, exactly once (call through cormi's invoke! and build in release: a debug build does not inline the typed call)

declare ptr @__cormi_remote_method(i64, ptr)
declare void @_ZN5cormi6method6retype17hfedcba9876543210E(ptr)

define void @A_ping(ptr %self) {
  ret void
}

define void @_ZN4prog4main17h0123456789abcdefE(i64 %r) {
  %t = call ptr @__cormi_remote_method(i64 %r, ptr @A_ping)
  call void @_ZN5cormi6method6retype17hfedcba9876543210E(ptr %t)
  ret void
}
