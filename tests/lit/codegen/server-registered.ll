; Each call site gets a server function (read the argument, call the method on self,
; append the result) registered from a static constructor in llvm.global_ctors with the
; module's build id.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s

; CHECK: @__cormi_sites = hidden constant [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 {{-?[0-9]+}}, ptr @__cormi_server_{{[0-9a-f]+}}, ptr @__cormi_site_name.0 }]
; CHECK: @__cormi_site_count = hidden constant i64 1
; CHECK: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @__cormi_register, ptr null }]
; CHECK-LABEL: define internal i32 @__cormi_server_
; CHECK:         call ptr @cormi_in_read(ptr %0, i64 4)
; CHECK:         %failed = icmp ne i32 %error, 0
; CHECK:         br i1 %failed, label %bad, label %ok
; CHECK:       bad:
; CHECK-NEXT:    ret i32 4
; CHECK:       ok:
; CHECK:         call i32 @Acc_twice(ptr %2, i32
; CHECK:         call ptr @cormi_out_reserve(ptr %1, i64 4)
; CHECK:         ret i32 0
; CHECK-LABEL: define internal void @__cormi_register()
; CHECK:         call i32 @cormi_register_sites(i64 {{-?[0-9]+}}, ptr @__cormi_sites, i64 1)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define i32 @Acc_twice(ptr %self, i32 %v) {
  %t = mul i32 %v, 2
  ret i32 %t
}

define i32 @main(i64 %r) {
  %s = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_twice, i32 21)
  ret i32 %s
}
