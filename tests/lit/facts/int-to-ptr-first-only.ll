; Per allocation site, only the first inttoptr (in module order) that may point to it
; is kept; sites are listed by physical number. Both integers mix in a key loaded from
; memory, which the analysis lets carry either address: @first's reaches both sites, so
; @second's xor is not listed.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --implicit-check-not=int-to-ptr

; CHECK:       int-to-ptr (2) malloc @first at @first #5
; CHECK-NEXT:  int-to-ptr (3) malloc @first at @first #5

declare ptr @malloc(i64)
@tag = global i64 0

define ptr @first() {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  %ia = ptrtoint ptr %a to i64
  %tag = load i64, ptr @tag
  %ta = or i64 %ia, %tag
  %p = inttoptr i64 %ta to ptr
  call void @second(ptr %a, ptr %b, i64 %tag)
  ret ptr %p
}

define void @second(ptr %a, ptr %b, i64 %key) {
  %ia = ptrtoint ptr %a to i64
  %ib = ptrtoint ptr %b to i64
  %x = xor i64 %ia, %ib
  %y = xor i64 %x, %key
  %q = inttoptr i64 %y to ptr
  ret void
}
