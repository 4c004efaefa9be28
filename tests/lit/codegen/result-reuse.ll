; A returned list that the caller only reads (it escapes nowhere, the caller is not
; recursive) is unmarshaled through the calling thread's log of the site: the next call
; through the site on this thread refills the same nodes. Mode site: plain allocation.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s --check-prefix=REUSE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefix=SITE
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REUSE:       @__cormi_result_reuse_[[W:[0-9a-f]+]] = internal thread_local global ptr null
; REUSE:       define internal ptr @__cormi_client_[[W]]
; REUSE:         %[[SLOT:.*]] = call ptr @llvm.threadlocal.address.p0(ptr @__cormi_result_reuse_[[W]])
; REUSE:         %[[LOG:.*]] = call ptr @cormi_log_take(ptr %[[SLOT]])
; REUSE-NEXT:    %graph = call ptr @__cormi_unmarshal_0(ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, ptr %[[LOG]])
; REUSE:       u.giveback:
; REUSE-NEXT:    call void @cormi_log_put(ptr %[[SLOT]], ptr %[[LOG]])
; REUSE-NEXT:    br label %malformed
; REUSE:       ok:
; REUSE-NEXT:    call void @cormi_log_put(ptr %[[SLOT]], ptr %[[LOG]])
; REUSE-LABEL: define internal ptr @__cormi_unmarshal_0(ptr %0, ptr %1, ptr %2, ptr %3)
; REUSE:       u.body0:
; REUSE:         call ptr @cormi_log_object(ptr %3, i64 16, i32 0, i32 0)

; SITE-NOT:    @__cormi_result_reuse_
; SITE-LABEL:  define internal ptr @__cormi_client_
; SITE-NOT:      @cormi_log_
; SITE:          call ptr @__cormi_unmarshal_0(ptr %{{.*}}, ptr %{{.*}}, ptr %{{[0-9]+}})
; SITE-LABEL:  define internal ptr @__cormi_unmarshal_0(ptr %0, ptr %1, ptr %2)
; SITE-NOT:      @cormi_log_
; SITE:          call ptr @malloc(i64 16)

; REMARK: remark: <unknown>:0:0: reuse on for the result of L_make at the caller: no object reachable from it escapes

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define ptr @L_make(ptr %self, i32 %n) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %x, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = call ptr @malloc(i64 16)
  store i64 1, ptr %x
  %next = getelementptr i8, ptr %x, i64 8
  store ptr %head, ptr %next
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret ptr %x
}

define i64 @main(i64 %r) {
  %l = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_make, i32 10)
  %v = load i64, ptr %l
  ret i64 %v
}
