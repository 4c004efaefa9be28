; A slot read as a pointer in the destination of a memcpy is read as a pointer in the
; source too, at the offset it was copied from (here: 8 bytes from the source's +16
; into the destination's +0).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @f +16 unexplained
; CHECK-NEXT:  ptr-read (2) malloc @f +0 unexplained

declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define ptr @f() {
  %src = call ptr @malloc(i64 24)
  %dst = call ptr @malloc(i64 8)
  %from = getelementptr i8, ptr %src, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %from, i64 8, i1 false)
  %p = load ptr, ptr %dst
  ret ptr %p
}
