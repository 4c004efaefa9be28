; A matrix as an array of row arrays (double[16][16] in Java terms): the outer array's
; count is checked with 4 wire bytes per element (each element is at least a tag), and
; each element is queued as a pointer to the row shape (an array of doubles). class: two
; classes, the outer deserializer queues rows as class 1; generic: a kind-3 descriptor
; (children: type 1) and a kind-2 one. Each row is a fresh allocation stored once, so
; mode all (the default) drops the handle table.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:       u.body0:
; CHECK:         call i32 @cormi_in_check_count(ptr %0, i64 %{{.*}}, i64 4)
; CHECK:       u.body1:
; CHECK:         call i32 @cormi_in_check_count(ptr %0, i64 %{{.*}}, i64 8)
; CHECK:         call ptr @cormi_log_array(ptr %{{.*}}, i64 8, i64
; CHECK:       each.body:
; CHECK:         call void @__cormi_ws_push(ptr %worklist, ptr %{{.*}}, i64 1)

; CLASS-LABEL:  define internal i32 @__cormi_deser_0(
; CLASS:          call i32 @cormi_in_check_count(ptr %0, i64 %{{.*}}, i64 4)
; CLASS:          call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 1)
; CLASS-LABEL:  define internal i32 @__cormi_deser_1(
; CLASS:          call i32 @cormi_in_check_count(ptr %0, i64 %{{.*}}, i64 8)
; GENERIC:        @__cormi_type_children.0 = private constant [1 x i64] [i64 1]
; GENERIC:        @__cormi_types = internal constant [2 x {{.*}}] [{{.*}} { i64 3, i64 0, i64 8, i64 1, {{.*}} { i64 2, i64 0, i64 8, i64 0, {{.*}}]
; GENERIC:        call void @cormi_generic_write(ptr %{{.*}}, ptr %{{.*}}, ptr %1, i64 0, ptr @__cormi_types, i64 2)

; REMARK: graph: array of pointers {{.*}}; array of 8-byte scalars {{.*}}; handle table dropped) in mode all

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_array(i64, i64)

define double @M_trace(ptr %self, ptr %m) {
  ret double 0.0
}

define double @main(i64 %r) {
entry:
  %m = call ptr @cormi_alloc_array(i64 8, i64 16)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %row = call ptr @cormi_alloc_array(i64 8, i64 16)
  %slot = getelementptr ptr, ptr %m, i64 %i
  store ptr %row, ptr %slot
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 16
  br i1 %c, label %loop, label %done
done:
  %t = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @M_trace, ptr %m)
  ret double %t
}
