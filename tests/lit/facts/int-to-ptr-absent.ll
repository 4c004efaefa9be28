; An object whose address is only used as an integer (a hash) has no entry; one that
; an inttoptr of a computed integer (a product: not a plain round trip) reaches does.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --implicit-check-not=int-to-ptr

; CHECK:       int-to-ptr (2) malloc @f at @f #7

declare ptr @malloc(i64)

define ptr @f() {
  %hashed = call ptr @malloc(i64 16)
  %tagged = call ptr @malloc(i64 16)
  %a = ptrtoint ptr %hashed to i64
  %hash = mul i64 %a, 31
  store i64 %hash, ptr %tagged
  %b = ptrtoint ptr %tagged to i64
  %c = mul i64 %b, 1
  %p = inttoptr i64 %c to ptr
  ret ptr %p
}
