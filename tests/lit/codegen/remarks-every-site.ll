; Every call site's remarks reach -pass-remarks, not only the first graph site's (the
; work-list helpers were linked with inkwell's link_in_module, which replaced the
; context's diagnostic handler: later remarks reached only -pass-remarks-output).

; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: remark: <unknown>:0:0: call-site marshaler generated for A_first
; CHECK-LABEL: remark: <unknown>:0:0: call-site marshaler generated for A_second
; CHECK-LABEL: remark: <unknown>:0:0: call-site marshaler generated for A_third

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @A_first(ptr %self, ptr %x) {
  %v = load i64, ptr %x
  ret void
}
define void @A_second(ptr %self, ptr %x) {
  %v = load i64, ptr %x
  ret void
}
define void @A_third(ptr %self, ptr %x) {
  %v = load i64, ptr %x
  ret void
}

define void @main(i64 %r) {
  %o = call ptr @malloc(i64 16)
  store i64 7, ptr %o
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_first, ptr %o)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_second, ptr %o)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_third, ptr %o)
  ret void
}
