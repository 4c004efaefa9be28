; long double (x86_fp80) arguments and results travel as their 10 bytes (the store
; size, not the 16-byte allocation); before, "x86_fp80 cannot be sent yet".

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal x86_fp80 @__cormi_client_
; CHECK:         %[[P:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 10)
; CHECK-NEXT:    store x86_fp80 %1, ptr %[[P]], align 1
; CHECK:         call ptr @cormi_in_read(ptr %{{.*}}, i64 10)
; CHECK:         load x86_fp80, ptr %src, align 1
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @cormi_in_read(ptr %0, i64 10)
; CHECK:         call x86_fp80 @A_twice(ptr %2, x86_fp80 %v)
; CHECK-NEXT:    call ptr @cormi_out_reserve(ptr %1, i64 10)

; REMARK: call-site marshaler generated for A_twice (wire id {{0x[0-9a-f]+}}, scalars only)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define x86_fp80 @A_twice(ptr %self, x86_fp80 %x) {
  %y = fadd x86_fp80 %x, %x
  ret x86_fp80 %y
}

define x86_fp80 @main(i64 %r) {
  %v = call x86_fp80 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_twice, x86_fp80 0xK3FFFC000000000000000)
  ret x86_fp80 %v
}
