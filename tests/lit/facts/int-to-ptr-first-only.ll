; Per allocation site, only the first inttoptr (in module order) that may point to it
; is kept; sites are listed by physical number. The xor of two addresses reaches both.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --implicit-check-not=int-to-ptr

; CHECK:       int-to-ptr (1) malloc @first at @first #4
; CHECK-NEXT:  int-to-ptr (2) malloc @first at @second #3

declare ptr @malloc(i64)

define ptr @first() {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @malloc(i64 16)
  %ia = ptrtoint ptr %a to i64
  %ta = or i64 %ia, 1
  %p = inttoptr i64 %ta to ptr
  call void @second(ptr %a, ptr %b)
  ret ptr %p
}

define void @second(ptr %a, ptr %b) {
  %ia = ptrtoint ptr %a to i64
  %ib = ptrtoint ptr %b to i64
  %x = xor i64 %ia, %ib
  %q = inttoptr i64 %x to ptr
  ret void
}
