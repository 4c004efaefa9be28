; A large struct passed by value (byval in memory, as the C ABI does) without pointer
; members goes as its bytes; the server copies them into its own stack slot and passes
; that with byval(%T). The remark says so.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal double @__cormi_client_
; CHECK:         call void @cormi_out_append(ptr %{{.*}}, ptr %1, i64 56)
; CHECK-NOT:     cormi_out_reserve
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %structval = alloca %struct.Big
; CHECK:         call i32 @cormi_in_copy(ptr %0, ptr %structval, i64 56)
; CHECK:         call double @B_sum(ptr %2, ptr byval(%struct.Big) align 8 %structval)

; REMARK: remark: <unknown>:0:0: argument 1 of B_sum is a struct passed by value in memory (byval) of 56 bytes, sent as its bytes (no pointer members)

%struct.Big = type { [6 x double], i64 }

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define double @B_sum(ptr %self, ptr byval(%struct.Big) align 8 %b) {
  ret double 0.0
}

define double @main(i64 %r, ptr %big) {
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @B_sum, ptr byval(%struct.Big) align 8 %big)
  ret double %s
}
