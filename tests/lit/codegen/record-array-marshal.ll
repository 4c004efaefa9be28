; An array of records holding pointers (Block { Cell *cells; Material *mat; }, from
; malloc(n * 16)): the marshaler asks the runtime for the array's extent, stops the
; program when it is unknown or no whole number of 16-byte records, writes count +
; every record's bytes, then queues each record's two pointer fields. The server checks
; the count against the bytes left (16 per record) before allocating, reads the bytes,
; and per record writes NULL into the two fields and queues them as slots. class: the
; same in the class's (de)serializer; generic: a kind-5 descriptor (record size 16, two
; fields at 0 and 8). (Before: "the size of the object ... is unknown".)

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; CHECK-LABEL: define internal double @__cormi_client_
; CHECK:         %[[B:[0-9]+]] = call i64 @cormi_extent(ptr %[[P:step.p]])
; CHECK:         %rest = urem i64 %[[B]], 16
; CHECK:         call void @cormi_extent_unknown(ptr %[[P]], ptr @cormi.why)
; CHECK:         %count = udiv i64 %[[B]], 16
; CHECK:         store i64 %count
; CHECK-NEXT:    call void @cormi_out_append(ptr %{{.*}}, ptr %[[P]], i64 %[[B]])
; CHECK:       each.body:
; CHECK-NEXT:    %rec = mul i64 %k, 16
; CHECK-NEXT:    %[[R:at[0-9]*]] = getelementptr i8, ptr %[[P]], i64 %rec
; CHECK-NEXT:    %[[F0:ld[0-9]*]] = load ptr, ptr %[[R]]
; CHECK-NEXT:    call void @__cormi_ws_push(ptr %worklist, ptr %[[F0]], i64 1)
; CHECK-NEXT:    %[[A8:at[0-9]*]] = getelementptr i8, ptr %[[R]], i64 8
; CHECK-NEXT:    %[[F8:ld[0-9]*]] = load ptr, ptr %[[A8]]
; CHECK-NEXT:    call void @__cormi_ws_push(ptr %worklist, ptr %[[F8]], i64 2)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call i32 @cormi_in_check_count(ptr %0, i64 %[[N:v[0-9]+]], i64 16)
; CHECK:         %[[OBJ:[0-9]+]] = call ptr @cormi_log_array(ptr %{{.*}}, i64 16, i64 %[[N]], i32 0)
; CHECK:         call i32 @cormi_in_copy(ptr %0, ptr %[[OBJ]], i64 %bytes)
; CHECK:       each.body:
; CHECK:         store ptr null, ptr %[[S0:at[0-9]*]]
; CHECK-NEXT:    call void @__cormi_ws_push(ptr %worklist, ptr %[[S0]], i64 1)
; CHECK:         store ptr null, ptr %[[S8:at[0-9]*]]
; CHECK-NEXT:    call void @__cormi_ws_push(ptr %worklist, ptr %[[S8]], i64 2)

; CLASS-LABEL: define internal void @__cormi_ser_0(
; CLASS:         call i64 @cormi_extent(ptr %0)
; CLASS:         %count = udiv i64 %{{.*}}, 16
; CLASS-LABEL: define internal i32 @__cormi_deser_0(
; CLASS:         call i32 @cormi_in_check_count(ptr %0, i64 %{{.*}}, i64 16)

; GENERIC: @__cormi_type_offsets.0 = private constant [2 x i64] [i64 0, i64 8]
; GENERIC: @__cormi_type_children.0 = private constant [2 x i64] [i64 1, i64 2]
; GENERIC: @__cormi_types = internal constant [3 x {{.*}}] [{{.*}} { i64 5, i64 0, i64 16, i64 2, {{.*}}

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
