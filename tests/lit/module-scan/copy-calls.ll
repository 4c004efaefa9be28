; Calls that copy memory are writes named by their callee: the memcpy and memmove
; intrinsics by their base name, realloc (which also frees its argument).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       write copy(memcpy) @f #2
; CHECK-NEXT:  write copy(memmove) @f #3
; CHECK-NEXT:  write copy(realloc) @f #4
; CHECK-NOT:   write
; CHECK:       leak free(realloc) @f #4

declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)

define void @f() {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 16, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %b, ptr %a, i64 16, i1 false)
  %r = call ptr @realloc(ptr %a, i64 32)
  ret void
}
