; An inttoptr of a plain loaded integer is left out (the loaded slot is a pointer
; read, followed as a pointer field); one of a loaded integer after arithmetic is not,
; and since a loaded integer may hold any exposed address (both objects went through
; ptrtoint), it reaches both sites.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --implicit-check-not=int-to-ptr

; CHECK:       int-to-ptr (2) malloc @f at @f #12
; CHECK-NEXT:  int-to-ptr (3) malloc @f at @f #12

declare ptr @malloc(i64)

define ptr @f() {
  %slot = call ptr @malloc(i64 16)
  %plain = call ptr @malloc(i64 16)
  %masked = call ptr @malloc(i64 16)
  %a = ptrtoint ptr %plain to i64
  store i64 %a, ptr %slot
  %la = load i64, ptr %slot
  %p = inttoptr i64 %la to ptr
  %at = getelementptr i8, ptr %slot, i64 8
  %b = ptrtoint ptr %masked to i64
  store i64 %b, ptr %at
  %lb = load i64, ptr %at
  %mb = and i64 %lb, -8
  %q = inttoptr i64 %mb to ptr
  ret ptr %q
}
