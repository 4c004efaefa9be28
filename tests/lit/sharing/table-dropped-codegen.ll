; When the cycle-and-sharing analysis drops the handle table (a pair whose two fields
; hold two fresh allocations), modes site+cycle and all generate no handle-table calls on
; either side (client marshaler, server unmarshaler); site mode keeps them. A back-
; reference tag then reads as a malformed message (u.old branches to u.bad).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+cycle>,verify' -S %s | FileCheck %s --check-prefixes=DROP
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>,verify' -S %s | FileCheck %s --check-prefixes=DROP
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefixes=KEEP
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+cycle>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefixes=REMARK
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+cycle>' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s --check-prefixes=YAML < %t.yaml

; DROP-LABEL:  define internal i64 @__cormi_client_
; DROP-NOT:      cormi_handles_
; DROP:          store i32 -1, ptr %{{.*}}, align 1
; DROP-NOT:      cormi_handles_
; DROP-LABEL:  define internal i32 @__cormi_server_
; DROP-NOT:      cormi_handles_
; DROP:        u.old:
; DROP-NEXT:     br label %u.bad
; DROP-NOT:      cormi_handles_
; DROP-LABEL:  define internal void @__cormi_register

; KEEP-LABEL:  define internal i64 @__cormi_client_
; KEEP:          call ptr @cormi_handles_acquire()
; KEEP:          call i32 @cormi_handles_find_or_add(
; KEEP-LABEL:  define internal i32 @__cormi_server_
; KEEP:          call ptr @cormi_handles_at(

; REMARK: remark: <unknown>:0:0: handle table dropped for the arguments of P_sum: the graph is acyclic
; REMARK: remark: <unknown>:0:0: call-site marshaler generated for P_sum {{.*}}; handle table dropped) in mode site+cycle

; YAML:      --- !Passed
; YAML-NEXT: Pass: cormi
; YAML-NEXT: Name: HandleTableDropped
; YAML:        - Method: P_sum
; YAML:        - Reason: 'the graph is acyclic

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @P_sum(ptr %self, ptr %pair) {
  ret i64 0
}

define i64 @main(i64 %r) {
  %pair = call ptr @malloc(i64 16)
  %a = call ptr @malloc(i64 8)
  store ptr %a, ptr %pair
  %b = call ptr @malloc(i64 8)
  %y = getelementptr i8, ptr %pair, i64 8
  store ptr %b, ptr %y
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_sum, ptr %pair)
  ret i64 %v
}
