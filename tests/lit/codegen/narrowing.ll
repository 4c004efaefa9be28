; C's default promotions are undone before marshaling: a float passed as double is
; truncated and sent as 4 bytes, a char passed as i32 as 1 byte; the server reads them
; in the method's types.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s

; CHECK-LABEL: define internal float @__cormi_client_
; CHECK:         fptrunc double %1 to float
; CHECK:         trunc i32 %2 to i8
; CHECK:         call ptr @cormi_out_reserve(ptr %{{.*}}, i64 4)
; CHECK:         call ptr @cormi_out_reserve(ptr %{{.*}}, i64 1)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         load float, ptr
; CHECK:         load i8, ptr
; CHECK:         call float @Acc_f(ptr %2, float %{{.*}}, i8 %{{.*}})

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define float @Acc_f(ptr %self, float %x, i8 %c) {
  ret float %x
}

define float @main(i64 %r, double %d, i32 %c) {
  %a = call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_f, double %d, i32 %c)
  ret float %a
}
