; A call of a declared function is an external way out; a call of a defined function
; is not (its body is analysed), nor are the runtime's entry points and intrinsics
; (cormi_*, __cormi_*, llvm.*), which copy what they are given or do not keep it.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       leak external(ext) @f #1
; CHECK-NOT:   leak external

declare ptr @malloc(i64)
declare void @ext(ptr)
declare void @cormi_out_append(ptr, ptr, i64)
declare void @__cormi_invoke(i64, ptr, ...)
declare void @llvm.lifetime.start.p0(ptr)

define void @defined(ptr %p) {
  ret void
}

define void @f(i64 %r) {
  %a = call ptr @malloc(i64 16)
  call void @ext(ptr %a)
  call void @defined(ptr %a)
  call void @cormi_out_append(ptr null, ptr %a, i64 16)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @defined, ptr %a)
  %s = alloca i64
  call void @llvm.lifetime.start.p0(ptr %s)
  ret void
}
