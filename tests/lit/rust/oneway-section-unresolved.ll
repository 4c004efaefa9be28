; A `cormi_oneway` marker whose value is not a function (here an alias of one) names no
; method the pass can match to a call site: a compile error naming the marker, never a
; call that silently waits for a reply.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: error: cormi: the marker 'app::_::ONEWAY' in section 'cormi_oneway' does not name a function, so the calls of the method it marks cannot be made one-way
; CHECK-NOT:   error:

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
@_ZN3app1_6ONEWAY17h1111111111111111E = internal constant ptr @_ZN3app5alias17h3333333333333333E, section "cormi_oneway"
@_ZN3app5alias17h3333333333333333E = internal alias void (ptr, i64), ptr @_ZN3app6s_bump17h0123456789abcdefE

declare void @__cormi_invoke(i64, ptr, ...)

define internal void @_ZN3app6s_bump17h0123456789abcdefE(ptr %this, i64 %k) {
  ret void
}

define i32 @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @_ZN3app6s_bump17h0123456789abcdefE, i64 1)
  ret i32 0
}
