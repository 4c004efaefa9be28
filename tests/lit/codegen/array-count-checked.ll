; An array from cormi_alloc_array goes as element count (its extent, asked of the
; runtime, divided by the element size) + payload; the server checks
; the count against the bytes left in the message before allocating
; (cormi_in_check_count with the element size), then copies the payload in one run.
; class: the same in the class's deserializer; generic: a kind-2 descriptor (8-byte
; elements) for the runtime's walker.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; CLASS-LABEL:  define internal i32 @__cormi_deser_0(
; CLASS:          call i32 @cormi_in_check_count(ptr %0, i64 %[[N:.*]], i64 8)
; CLASS:          call ptr @cormi_log_array(ptr %5, i64 8, i64 %[[N]], i32 0)
; GENERIC:        @__cormi_types = internal constant [1 x {{.*}}] [{{.*}} { i64 2, i64 0, i64 8, i64 0, {{.*}}]
; GENERIC:        call i32 @cormi_generic_read{{(_logged)?}}(ptr %0, ptr %{{.*}}, ptr %{{.*}}, i64 0, ptr %root, ptr @__cormi_types, i64 1{{(, ptr %[0-9]+)?}})

; CHECK-LABEL: define internal double @__cormi_client_
; CHECK:         %[[B:.*]] = call i64 @cormi_extent(ptr
; CHECK:         %count = udiv i64 %[[B]], 8
; CHECK:         call void @cormi_out_append(ptr %{{.*}}, ptr %{{.*}}, i64 %[[B]])
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call i32 @cormi_in_check_count(ptr %0, i64 %{{.*}}, i64 8)
; CHECK:         br i1 %not{{[0-9]*}}, label %u.bad, label %ok
; CHECK:         call ptr @cormi_log_array(ptr %{{.*}}, i64 8, i64
; CHECK:         call i32 @cormi_in_copy(ptr %0, ptr %{{.*}}, i64 %bytes)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_array(i64, i64)

define double @A_sum(ptr %self, ptr %a) {
  ret double 0.0
}

define double @main(i64 %r, i64 %n) {
  %a = call ptr @cormi_alloc_array(i64 8, i64 %n)
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %a)
  ret double %s
}
