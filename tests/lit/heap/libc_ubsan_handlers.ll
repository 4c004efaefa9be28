; UBSan's report functions (every __ubsan_handle_*) are modelled: they read the values
; under check and report; the pointers they see do not escape to unknown code.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64)
declare void @__ubsan_handle_add_overflow(ptr, i64, i64)

define ptr @f() {
  %a = call ptr @malloc(i64 16)
  %bits = ptrtoint ptr %a to i64
  call void @__ubsan_handle_type_mismatch_v1(ptr null, i64 %bits)
  call void @__ubsan_handle_add_overflow(ptr null, i64 %bits, i64 1)
  ret ptr %a
}

; CHECK-LABEL: cormi-heap-debug:
; CHECK-SAME:  unknown-externals=0 unknown-pointer-calls=0 escaped=0
