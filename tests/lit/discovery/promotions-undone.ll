; C's default argument promotions are undone against the method's prototype: a float
; passed as double and char/short/_Bool passed as i32 are accepted, and the narrowing
; each needs is recorded (fptrunc, trunc). Unpromoted arguments need none.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: site {{.*}} invoke in @main #0 calls @Acc_mix
; CHECK-NEXT:   ret float
; CHECK-NEXT:   arg 1 float from double (fptrunc)
; CHECK-NEXT:   arg 2 i8 from i32 (trunc)
; CHECK-NEXT:   arg 3 i16 from i32 (trunc)
; CHECK-NEXT:   arg 4 i1 from i32 (trunc)
; CHECK-NEXT:   arg 5 double
; CHECK-NEXT:   arg 6 i32
; CHECK-LABEL: site {{.*}} invoke in @main #1 calls @Acc_mix
; CHECK-NEXT:   ret float
; CHECK-NEXT:   arg 1 float
; CHECK-NEXT:   arg 2 i8
; CHECK-NEXT:   arg 3 i16
; CHECK-NEXT:   arg 4 i1
; CHECK-NEXT:   arg 5 double
; CHECK-NEXT:   arg 6 i32

declare void @__cormi_invoke(i64, ptr, ...)

define float @Acc_mix(ptr %self, float %f, i8 signext %c, i16 signext %s, i1 zeroext %b, double %d, i32 %i) {
  ret float %f
}

define float @main(i64 %r) {
  %a = call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_mix, double 1.5, i32 97, i32 -2, i32 1, double 2.5, i32 7)
  %b = call float (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_mix, float 1.5, i8 97, i16 -2, i1 true, double 2.5, i32 7)
  %s = fadd float %a, %b
  ret float %s
}
