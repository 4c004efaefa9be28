; A remote reference (i64) is passed by reference: its 8 bytes, not the object behind it,
; in every mode.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:         %[[P:.*]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 8)
; CHECK-NEXT:    store i64 %1, ptr %[[P]], align 1
; CHECK-NOT:     cormi_handles

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define i64 @R_echo(ptr %self, i64 %other) {
  ret i64 %other
}

define i64 @main(i64 %r, i64 %other) {
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @R_echo, i64 %other)
  ret i64 %v
}
