; A large struct passed by value (byval in memory, as the C ABI does) goes as its bytes;
; the server copies them into its own stack slot and passes that with byval(%T). A
; struct with a pointer member passed by value is an error.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: sed 's/{ \[6 x double\], i64 }/{ [6 x double], ptr }/' %s | not opt -load-pass-plugin=%cormi -passes=cormi -disable-output 2>&1 | FileCheck %s --check-prefix=PTR

; CHECK-LABEL: define internal double @__cormi_client_
; CHECK:         call void @cormi_out_append(ptr %{{.*}}, ptr %1, i64 56)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %byval = alloca %struct.Big
; CHECK:         call i32 @cormi_in_copy(ptr %0, ptr %byval, i64 56)
; CHECK:         call double @B_sum(ptr %2, ptr byval(%struct.Big) %byval)

; PTR: error: cormi: in function 'main': argument 1 of B_sum: the struct %struct.Big passed by value contains pointers; pass a pointer to it instead

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
