; A struct whose size is known only at run time (a flexible array member: malloc(16 +
; n * 8)) with a pointer field at byte 0: the marshaler asks the runtime for its extent,
; stops the program when it is unknown or smaller than the 8 bytes its pointer field
; needs, writes the extent, then the bytes, then goes on with the field (its last, so
; not queued: straight back to the walk's step with the field's class). The server reads the
; extent, rejects one below 8 (malformed message) and checks it against the bytes left
; before allocating. generic: a kind-6 descriptor (at least 8 bytes, one field at 0).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; CHECK-LABEL: define internal i64 @__cormi_client_
; CHECK:       m.step:
; CHECK-NEXT:    %step.p = phi ptr [ %{{[0-9]+}}, %m.next ], [ %ld{{[0-9]*}}, %{{.*}} ]
; CHECK-NEXT:    %step.which = phi i64 [ %ld{{[0-9]*}}, %m.next ], [ 1, %{{.*}} ]
; CHECK:       m.body0:
; CHECK-NEXT:    call void @cormi_out_u32(ptr %{{.*}}, i32 -1)
; CHECK-NEXT:    %[[N:[0-9]+]] = call i64 @cormi_extent(ptr %[[P:step.p]])
; CHECK:       sized:
; CHECK-NEXT:    %big = icmp uge i64 %[[N]], 8
; CHECK:         store i64 %[[N]]
; CHECK-NEXT:    call void @cormi_out_append(ptr %{{.*}}, ptr %[[P]], i64 %[[N]])
; CHECK-NEXT:    %[[F:ld[0-9]*]] = load ptr, ptr %[[P]]
; CHECK-NEXT:    br label %m.step
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %small = icmp ult i64 %[[W:v[0-9]+]], 8
; CHECK-NEXT:    br i1 %small, label %u.bad
; CHECK:         call i32 @cormi_in_check_count(ptr %0, i64 %[[W]], i64 1)

; GENERIC: @__cormi_types = internal constant [2 x {{.*}}] [{{.*}} { i64 6, i64 0, i64 8, i64 1, {{.*}}

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @A_len(ptr %self, ptr %m) {
  %f = getelementptr i8, ptr %m, i64 8
  %v = load i64, ptr %f
  ret i64 %v
}

define i64 @main(i64 %r, i64 %n) {
  %items = mul i64 %n, 8
  %bytes = add i64 16, %items
  %m = call ptr @malloc(i64 %bytes)
  %next = call ptr @malloc(i64 16)
  store ptr %next, ptr %m
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %m)
  ret i64 %s
}
