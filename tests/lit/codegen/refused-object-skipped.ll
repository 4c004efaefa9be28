; A marshaler that cannot size an object (its extent unknown, or no whole number of its
; 16-byte records) refuses it through cormi_extent_unknown, which stops the process only
; in the ABORT error mode; in the RETURN mode it records the refusal and returns, and the
; generated code skips the object: site mode goes back to the walk's loop head (the next
; work-list entry), class mode returns from the serializer. No refusal block ends in
; `unreachable`, so nothing past the object is read and the call fails without sending
; (the runtime's check in cormi_call_invoke). The module verifies.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS

; CHECK-LABEL: define internal double @__cormi_client_
; CHECK:       m.loop:
; CHECK:         %[[B:[0-9]+]] = call i64 @cormi_extent(ptr %[[P:step.p]])
; CHECK-NEXT:    %known = icmp ne i64 %[[B]], -1
; CHECK-NEXT:    br i1 %known, label %sized, label %unsized
; CHECK:       unsized:
; CHECK-NEXT:    call void @cormi_extent_unknown(ptr %[[P]], ptr @cormi.why)
; CHECK-NEXT:    br label %m.loop
; CHECK:       unsized{{[0-9]+}}:
; CHECK-NEXT:    call void @cormi_extent_unknown(ptr %[[P]], ptr @cormi.why.1)
; CHECK-NEXT:    br label %m.loop
; CHECK-NOT:     unreachable
; CHECK:       {{^}}}

; CLASS-LABEL: define internal void @__cormi_ser_0(
; CLASS:         call i64 @cormi_extent(ptr %0)
; CLASS:       refused:
; CLASS-NEXT:    ret void
; CLASS:       unsized:
; CLASS-NEXT:    call void @cormi_extent_unknown(ptr %0, ptr @cormi.why)
; CLASS-NEXT:    br label %refused
; CLASS:       unsized{{[0-9]+}}:
; CLASS-NEXT:    call void @cormi_extent_unknown(ptr %0, ptr @cormi.why.1)
; CLASS-NEXT:    br label %refused
; CLASS-LABEL: define internal void @__cormi_ser_1(
; CLASS:         %vouched = icmp ne i32 %{{[0-9]+}}, 0
; CLASS-NEXT:    br i1 %vouched, label %m.copy, label %refused
; CLASS:       refused:
; CLASS-NEXT:    ret void
; CLASS-LABEL: define internal i32 @__cormi_deser_1(

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
%struct.Block = type { ptr, ptr }
declare ptr @malloc(i64)

define double @A_sum(ptr %self, ptr %b, i64 %i) {
  %e = getelementptr inbounds %struct.Block, ptr %b, i64 %i
  %f = getelementptr inbounds %struct.Block, ptr %e, i32 0, i32 1
  %m = load ptr, ptr %f
  %v = load double, ptr %m
  ret double %v
}

define double @main(i64 %r, i64 %n, i64 %i) {
  %bytes = mul i64 %n, 16
  %b = call ptr @malloc(i64 %bytes)
  %cells = call ptr @malloc(i64 64)
  %mat = call ptr @malloc(i64 8)
  %e = getelementptr inbounds %struct.Block, ptr %b, i64 %i
  store ptr %cells, ptr %e
  %f = getelementptr inbounds %struct.Block, ptr %e, i32 0, i32 1
  store ptr %mat, ptr %f
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %b, i64 %i)
  ret double %s
}
