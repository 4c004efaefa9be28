; rustc gives a small `#[oneway]` method an internal copy in each codegen unit that names
; it, and llvm-link renames the copies `name.N`: the `cormi_oneway` marker names one copy,
; a call site another. Every copy of the marked Rust function is one-way; a different
; Rust function is not, and neither is a C function whose name differs only by `.N`
; (two `static` functions of one name).

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: cormi-callsites: sites=4 methods=5
; CHECK:       invoke in @main #0 calls @_ZN3app6s_bump17h0123456789abcdefE oneway
; CHECK:       invoke in @main #1 calls @_ZN3app6s_bump17h0123456789abcdefE.1 oneway
; CHECK:       invoke in @main #2 calls @_ZN3app6s_push17hfedcba9876543210E{{$}}
; CHECK:       invoke in @main #3 calls @log{{$}}

@_ZN3app1_6ONEWAY17h1111111111111111E = internal constant ptr @_ZN3app6s_bump17h0123456789abcdefE.1, section "cormi_oneway"
@_ZN3app1_6ONEWAY17h2222222222222222E = internal constant ptr @log.1, section "cormi_oneway"

declare void @__cormi_invoke(i64, ptr, ...)

define internal void @_ZN3app6s_bump17h0123456789abcdefE(ptr %this, i64 %k) {
  ret void
}

define internal void @_ZN3app6s_bump17h0123456789abcdefE.1(ptr %this, i64 %k) {
  ret void
}

define internal void @_ZN3app6s_push17hfedcba9876543210E(ptr %this, i64 %k) {
  ret void
}

define internal void @log(ptr %this, i64 %k) {
  ret void
}

define internal void @log.1(ptr %this, i64 %k) {
  ret void
}

define i32 @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @_ZN3app6s_bump17h0123456789abcdefE, i64 1)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @_ZN3app6s_bump17h0123456789abcdefE.1, i64 2)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @_ZN3app6s_push17hfedcba9876543210E, i64 3)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @log, i64 4)
  ret i32 0
}
