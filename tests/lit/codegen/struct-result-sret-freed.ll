; A record returned through memory (sret, 24 bytes) holds a fresh array and a count: the
; graph is what the server's result slot points to, and its integer member is never
; walked. The method keeps nothing, so the serving node frees the array once the reply is
; marshaled from its slot.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>' -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call void @R_make(ptr sret(%struct.Rec) align 8 %structval, ptr %2, i64 %{{.*}})
; CHECK:         call void @cormi_out_append(ptr %1, ptr %structval, i64 24)
; CHECK:         call void @cormi_handles_free_objects(
; CHECK-NEXT:    call void @cormi_handles_release(

; REMARK: remark: <unknown>:0:0: the graphs held by the struct value returned by R_make are freed by the serving node after the reply is marshaled: the method keeps no object of it

%struct.Rec = type { ptr, i64, i64 }

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)

define void @R_make(ptr sret(%struct.Rec) align 8 %out, ptr %self, i64 %n) {
  %bytes = mul i64 %n, 8
  %a = call ptr @malloc(i64 %bytes)
  store double 1.0, ptr %a
  store ptr %a, ptr %out
  %len = getelementptr i8, ptr %out, i64 8
  store i64 %n, ptr %len
  ret void
}

define double @main(i64 %r) {
  %tmp = alloca %struct.Rec
  call void (ptr, i64, ptr, ...) @__cormi_invoke(ptr sret(%struct.Rec) align 8 %tmp, i64 %r, ptr @R_make, i64 4)
  %a = load ptr, ptr %tmp
  %v = load double, ptr %a
  call void @free(ptr %a)
  ret double %v
}
