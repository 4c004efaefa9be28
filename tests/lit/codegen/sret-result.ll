; A struct result returned through memory (sret): the server gives the method a slot of
; its own (first argument, sret(%T), self second) and sends its 40 bytes; the client
; stub takes the caller's slot as its last parameter and reads the reply into it. The
; remark names the struct's size.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: define void @main(
; CHECK:         call void @__cormi_client_{{[0-9a-f]+}}(i64 %r, i64 5, ptr %tmp)
; CHECK-LABEL: define internal void @__cormi_client_{{[0-9a-f]+}}(i64 %0, i64 %1, ptr %2)
; CHECK:         call i32 @cormi_in_copy(ptr %{{.*}}, ptr %2, i64 40)
; CHECK:       failed:
; CHECK-NEXT:    call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 40, i1 false)
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         %structval = alloca %struct.Rec
; CHECK:         call void @A_rec(ptr sret(%struct.Rec) align 8 %structval, ptr %2, i64 %{{.*}})
; CHECK-NEXT:    call void @cormi_out_append(ptr %1, ptr %structval, i64 40)

; REMARK: the result of A_rec is a struct returned through memory (sret) of 40 bytes, sent as its bytes (no pointer members)

%struct.Rec = type { i64, double, double, double, i32 }

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define void @A_rec(ptr sret(%struct.Rec) align 8 %out, ptr %self, i64 %id) {
  store i64 %id, ptr %out
  ret void
}

define void @main(i64 %r, ptr %dst) {
  %tmp = alloca %struct.Rec
  call void (ptr, i64, ptr, ...) @__cormi_invoke(ptr sret(%struct.Rec) align 8 %tmp, i64 %r, ptr @A_rec, i64 5)
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %tmp, i64 40, i1 false)
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
