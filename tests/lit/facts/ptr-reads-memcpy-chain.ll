; Reads go back through chains of copies, whatever the order of the copies in the
; module (%c -> %b is before %b -> %a), and a copy whose destination may be two objects
; at the same offset takes the slot to its source as unexplained when the read of
; either is (%d2's read is unexplained: nothing is stored there; %d1 holds a pointer
; that explains its read), also after it took the explained one.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @chain +0 unexplained
; CHECK-NEXT:  ptr-read (2) malloc @chain +0 unexplained
; CHECK-NEXT:  ptr-read (3) malloc @chain +0 unexplained
; CHECK-NEXT:  ptr-read (4) malloc @either +0 unexplained
; CHECK-NEXT:  ptr-read (5) malloc @either +0 unexplained
; CHECK-NEXT:  ptr-read (6) malloc @either +0 explained

declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define ptr @chain() {
  %c = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  %a = call ptr @malloc(i64 8)
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %c, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 8, i1 false)
  %p = load ptr, ptr %a
  ret ptr %p
}

define ptr @either(i1 %which) {
  %src = call ptr @malloc(i64 8)
  %d2 = call ptr @malloc(i64 8)
  %d1 = call ptr @malloc(i64 8)
  store ptr %d1, ptr %d1
  %x = load ptr, ptr %d1
  %y = load ptr, ptr %d2
  %dst = select i1 %which, ptr %d1, ptr %d2
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 8, i1 false)
  ret ptr %x
}
