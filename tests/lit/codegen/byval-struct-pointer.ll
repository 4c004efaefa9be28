; A struct passed by value in memory whose member is a pointer: its bytes, then the
; graph of the pointer member (read from the caller's copy at byte 48); the server
; copies the bytes into its slot, then writes the member with the received object.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal double @__cormi_client_
; CHECK:         call void @cormi_out_append(ptr %{{.*}}, ptr %1, i64 56)
; CHECK-NEXT:    %at = getelementptr i8, ptr %1, i64 48
; CHECK-NEXT:    %ld = load ptr, ptr %at, align 1
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call i32 @cormi_in_copy(ptr %0, ptr %structval, i64 56)
; CHECK:         store ptr %{{.*}}, ptr %{{.*}}, align 1
; CHECK:         call double @B_sum(ptr %2, ptr byval(%struct.Big) align 8 %structval)

; REMARK: argument 1 of B_sum is a struct passed by value in memory (byval) of 56 bytes, sent as its bytes and a graph per pointer member (bytes 48)

%struct.Big = type { [6 x double], ptr }

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define double @B_sum(ptr %self, ptr byval(%struct.Big) align 8 %b) {
  %p = getelementptr i8, ptr %b, i64 48
  %q = load ptr, ptr %p
  %v = load double, ptr %q
  ret double %v
}

define double @main(i64 %r) {
  %big = alloca %struct.Big
  %cell = call ptr @malloc(i64 8)
  store double 2.0, ptr %cell
  %p = getelementptr i8, ptr %big, i64 48
  store ptr %cell, ptr %p
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @B_sum, ptr byval(%struct.Big) align 8 %big)
  ret double %s
}
