; A pointer that is always null (its points-to set is empty) still goes through the
; walk: a null is one 0 tag; the server stores null. A non-null one that starts an
; object the runtime knows stops the sender (the analysis missed a store: never sent
; as null). Same walk in class mode; generic: a kind-0 (always null) descriptor for the
; runtime's walker, which makes the same check.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s --check-prefixes=CHECK,SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; GENERIC:        @__cormi_types = internal constant [1 x {{.*}}] [{{.*}} { i64 0, i64 0, i64 0, i64 0, {{.*}}]
; GENERIC-LABEL:  define internal i32 @__cormi_client_
; GENERIC:          call void @cormi_generic_write(ptr %{{.*}}, ptr %{{.*}}, ptr %1, i64 0, ptr @__cormi_types, i64 1)
; GENERIC-LABEL:  define internal i32 @__cormi_server_
; GENERIC:          call i32 @cormi_generic_read{{(_logged)?}}(
; GENERIC:          call i32 @P_isnull(ptr %2, ptr

; CLASS-LABEL: define internal void @__cormi_ser_0(
; CLASS:           [[EXTENT:%.*]] = call i64 @cormi_extent(ptr %0)
; CLASS-NEXT:      [[UNKNOWN:%.*]] = icmp eq i64 [[EXTENT]], -1
; CLASS:           call void @cormi_extent_unknown(ptr %0, ptr @cormi.why)
; CHECK-LABEL: define internal i32 @__cormi_client_
; CHECK:         call void @__cormi_marshal_0(
; CHECK-LABEL: define internal void @__cormi_marshal_0(
; CHECK:       m.null:
; CHECK-NEXT:    call void @cormi_out_u32(ptr %0, i32 0)
; SITE:          [[EXTENT:%.*]] = call i64 @cormi_extent(ptr [[P:%.*]])
; SITE-NEXT:     [[UNKNOWN:%.*]] = icmp eq i64 [[EXTENT]], -1
; SITE-NEXT:     br i1 [[UNKNOWN]], label %sized, label %unsized
; SITE:        unsized:
; SITE-NEXT:     call void @cormi_extent_unknown(ptr [[P]], ptr @cormi.why)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %graph = call ptr @__cormi_unmarshal_1(ptr %0,
; CHECK:         call i32 @P_isnull(ptr %2, ptr %graph)
; CHECK-LABEL: define internal ptr @__cormi_unmarshal_1(
; CHECK:       u.null:
; CHECK-NEXT:    store ptr null, ptr %{{.*}}, align 1

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define i32 @P_isnull(ptr %self, ptr %p) {
  %z = icmp eq ptr %p, null
  %r = zext i1 %z to i32
  ret i32 %r
}

define i32 @main(i64 %r) {
  %v = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_isnull, ptr null)
  ret i32 %v
}
