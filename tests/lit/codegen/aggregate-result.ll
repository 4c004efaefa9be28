; A struct returned in registers as an LLVM aggregate ({double, double}, 16 bytes) or a
; vector (<2 x float>) has no pointers: it travels as its store-size bytes, like a
; scalar (before, only results of up to 8 bytes could be sent).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s --check-prefix=SHAPES

; CHECK-LABEL: define internal { double, double } @__cormi_client_
; CHECK:         call ptr @cormi_in_read(ptr %{{.*}}, i64 16)
; CHECK:         load { double, double }, ptr %src, align 1
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %[[V:[0-9]+]] = call { double, double } @A_v2(ptr %2, double %{{.*}})
; CHECK-NEXT:    %[[P:[0-9]+]] = call ptr @cormi_out_reserve(ptr %1, i64 16)
; CHECK-NEXT:    store { double, double } %[[V]], ptr %[[P]], align 1
; CHECK-LABEL: define internal <2 x float> @__cormi_client_
; CHECK:         call ptr @cormi_in_read(ptr %{{.*}}, i64 8)

; SHAPES-LABEL: shapes main#0 -> A_v2
; SHAPES-NEXT:    arg1 scalar
; SHAPES-NEXT:    ret scalar

%struct.V2 = type { double, double }

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define { double, double } @A_v2(ptr %self, double %k) {
  %a = insertvalue { double, double } undef, double %k, 0
  %b = insertvalue { double, double } %a, double %k, 1
  ret { double, double } %b
}

define <2 x float> @A_f2(ptr %self) {
  ret <2 x float> <float 1.0, float 2.0>
}

define double @main(i64 %r) {
  %v = call { double, double } (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_v2, double 2.0)
  %f = call <2 x float> (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_f2)
  %x = extractvalue { double, double } %v, 1
  %y = extractelement <2 x float> %f, i32 0
  %z = fpext float %y to double
  %s = fadd double %x, %z
  ret double %s
}
