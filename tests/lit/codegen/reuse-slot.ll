; A list the method only reads does not escape it (escape analysis), so the server
; allocates the received graph through an allocation log. Modes all and site+reuse:
; the log comes from the call site's reuse slot and goes back into it after the call,
; so the next call refills the same nodes (paper §3.3). Mode site: the log is released
; (the graph freed) after the call; mode generic too, through the runtime's walker.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s --check-prefix=REUSE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+reuse>,verify' -S %s | FileCheck %s --check-prefix=REUSE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefix=FREE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK-FREE

; REUSE:       @__cormi_reuse_[[W:[0-9a-f]+]] = internal global ptr null
; REUSE:       define internal i32 @__cormi_server_[[W]]
; REUSE:         %[[LOG:[0-9]+]] = call ptr @cormi_log_take(ptr @__cormi_reuse_[[W]])
; REUSE:         %graph = call ptr @__cormi_unmarshal_[[U:[0-9]+]](ptr %0, ptr %{{.*}}, ptr %{{.*}}, ptr %[[LOG]])
; REUSE:       bad:
; REUSE:         call void @cormi_log_put(ptr @__cormi_reuse_[[W]], ptr %[[LOG]])
; REUSE:         ret i32 4
; REUSE:         call i64 @L_sum(ptr %2, ptr %graph)
; REUSE:         call void @cormi_log_put(ptr @__cormi_reuse_[[W]], ptr %[[LOG]])
; REUSE:         ret i32 0
; REUSE:       define internal ptr @__cormi_unmarshal_[[U]](ptr %0, ptr %1, ptr %2, ptr %3)
; REUSE:       u.body0:
; REUSE:         call ptr @cormi_log_object(ptr %3, i64 16, i32 0, i32 1)

; FREE-NOT:    @__cormi_reuse_
; FREE-LABEL:  define internal i32 @__cormi_server_
; FREE:          %[[LOG:[0-9]+]] = call ptr @cormi_log_take(ptr null)
; FREE:          %graph = call ptr @__cormi_unmarshal_[[U:[0-9]+]](ptr %0, ptr %{{.*}}, ptr %{{.*}}, ptr %[[LOG]])
; FREE:        bad:
; FREE:          call void @cormi_log_release(ptr %[[LOG]])
; FREE:          call i64 @L_sum(ptr %2, ptr %graph)
; FREE:          call void @cormi_log_release(ptr %[[LOG]])
; FREE:        define internal ptr @__cormi_unmarshal_[[U]](ptr %0, ptr %1, ptr %2, ptr %3)
; FREE:        u.body0:
; FREE:          call ptr @cormi_log_object(ptr %3, i64 16, i32 0, i32 1)

; GENERIC-LABEL: define internal i32 @__cormi_server_
; GENERIC:         %[[LOG:[0-9]+]] = call ptr @cormi_log_take(ptr null)
; GENERIC:         call i32 @cormi_generic_read_logged(ptr %0, {{.*}}, ptr %[[LOG]])
; GENERIC:         call i64 @L_sum(
; GENERIC:         call void @cormi_log_release(ptr %[[LOG]])

; REMARK: remark: <unknown>:0:0: received argument graphs of L_sum are reused by the next call through a per-call-site slot: no object reachable from an argument escapes the method
; REMARK-FREE: remark: <unknown>:0:0: received argument graphs of L_sum are freed after the call: no object reachable from an argument escapes the method

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_sum(ptr %self, ptr %l) {
entry:
  br label %loop
loop:
  %p = phi ptr [ %l, %entry ], [ %q, %body ]
  %s = phi i64 [ 0, %entry ], [ %s1, %body ]
  %end = icmp eq ptr %p, null
  br i1 %end, label %done, label %body
body:
  %v = load i64, ptr %p
  %s1 = add i64 %s, %v
  %nx = getelementptr i8, ptr %p, i64 8
  %q = load ptr, ptr %nx
  br label %loop
done:
  ret i64 %s
}

define i64 @main(i64 %r) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n = call ptr @cormi_alloc_object(i64 16)
  store i64 1, ptr %n
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}
