; A method that keeps its argument in a global lets the graph escape: the server
; allocates it plainly and leaves it to the method in every mode (no log, no reuse
; slot), and says why in a missed remark.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-NOT:   @__cormi_reuse_
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK-NOT:     @cormi_log_
; CHECK:         %graph = call ptr @__cormi_unmarshal_1(ptr %0, ptr %{{[0-9]+}}, ptr %{{[0-9]+}})
; CHECK-NOT:     @cormi_log_
; CHECK:         call void @L_keep(ptr %2, ptr %graph)
; CHECK-NOT:     @cormi_log_
; CHECK:         ret i32 0
; CHECK-LABEL: define internal ptr @__cormi_unmarshal_1(ptr %0, ptr %1, ptr %2)
; CHECK-NOT:     @cormi_log_
; CHECK:       u.body0:
; CHECK:         call ptr @cormi_alloc_object(i64 16)
; CHECK-NOT:     @cormi_log_
; CHECK:       }

; REMARK: remark: <unknown>:0:0: received argument graphs of L_keep are left to the method (never freed by cormi): argument 1 may escape: stored into global 'kept'

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
@kept = internal global ptr null
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define void @L_keep(ptr %self, ptr %l) {
  store ptr %l, ptr @kept
  ret void
}

define void @main(i64 %r) {
  %n = call ptr @cormi_alloc_object(i64 16)
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %n, ptr %next
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_keep, ptr %n)
  ret void
}
