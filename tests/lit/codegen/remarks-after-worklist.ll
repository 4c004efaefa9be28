; Remarks of every site reach -pass-remarks, also those emitted after the first site
; that links the work-list helpers (codegen/worklist.rs): linking must keep the host's
; diagnostic handler (inkwell's Module::link_in_module replaced it, so opt printed no
; remark, warning or error after the first graph site; found by the differential
; generator's remark count).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: remark: <unknown>:0:0: call-site marshaler generated for L_sum
; CHECK:       remark: <unknown>:0:0: received argument graphs of L_sum are freed after the call
; CHECK-LABEL: remark: <unknown>:0:0: call-site marshaler generated for L_max
; CHECK:       remark: <unknown>:0:0: received argument graphs of L_max are freed after the call

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_sum(ptr %self, ptr %l) {
entry:
  %v = load i64, ptr %l
  ret i64 %v
}

define i64 @L_max(ptr %self, ptr %l) {
entry:
  %v = load i64, ptr %l
  %w = add i64 %v, 1
  ret i64 %w
}

define i64 @main(i64 %r) {
entry:
  %n = call ptr @cormi_alloc_object(i64 16)
  store i64 1, ptr %n
  %next = getelementptr i8, ptr %n, i64 8
  store ptr null, ptr %next
  %m = call ptr @cormi_alloc_object(i64 16)
  store i64 2, ptr %m
  %mnext = getelementptr i8, ptr %m, i64 8
  store ptr %n, ptr %mnext
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  %t = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_max, ptr %m)
  %u = add i64 %s, %t
  ret i64 %u
}
