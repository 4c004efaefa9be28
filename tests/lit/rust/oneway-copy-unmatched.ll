; A call site names a function with the Rust path of a `#[oneway]` method that is no copy
; of the function its `cormi_oneway` marker names (another symbol): the pass cannot tell
; that the call is one-way, so it is a compile error naming the method, never a call that
; silently waits for a reply.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: error: cormi: in function 'main': method 'app::s_bump' is marked #[oneway], but this call names a copy of it that the pass cannot match to the marker
; CHECK-NOT:   error:

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
@_ZN3app1_6ONEWAY17h1111111111111111E = internal constant ptr @_ZN3app6s_bump17h0123456789abcdefE, section "cormi_oneway"

declare void @__cormi_invoke(i64, ptr, ...)

define internal void @_ZN3app6s_bump17h0123456789abcdefE(ptr %this, i64 %k) {
  ret void
}

define internal void @_ZN3app6s_bump17h00000000000000ffE(ptr %this, i64 %k) {
  ret void
}

define i32 @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @_ZN3app6s_bump17h00000000000000ffE, i64 1)
  ret i32 0
}
