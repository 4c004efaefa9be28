; An inttoptr of a parameter that every caller passes as a constant in the first page
; (Rust's NonNull::dangling() of an alignment passed down: RawVecInner::try_allocate_in,
; finish_grow), directly or through its own such parameter, points to nothing. Before,
; it was a laundered integer: any exposed address (here the printed object).
; A parameter one caller passes a computed integer stays laundered.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@fmt_p = private constant [3 x i8] c"%p\00"

declare ptr @malloc(i64)
declare i64 @random_bits()
declare i32 @printf(ptr, ...)

define internal ptr @dangling(i64 %align) {
  %p = inttoptr i64 %align to ptr
  ret ptr %p
}

define internal ptr @passes_down(i64 %align) {
  %q = call ptr @dangling(i64 %align)
  ret ptr %q
}

define internal ptr @mixed(i64 %bits) {
  %m = inttoptr i64 %bits to ptr
  ret ptr %m
}

define ptr @f() {
  %printed = call ptr @malloc(i64 8)
  %r = call i32 (ptr, ...) @printf(ptr @fmt_p, ptr %printed)
  %a = call ptr @dangling(i64 8)
  %b = call ptr @passes_down(i64 1)
  %n = call i64 @random_bits()
  %c = call ptr @mixed(i64 %n)
  %d = call ptr @mixed(i64 8)
  ret ptr %a
}

; CHECK-LABEL: fn @dangling
; CHECK-NEXT:  %p -> {}
; CHECK-LABEL: fn @passes_down
; CHECK-NEXT:  %q -> {}
; CHECK-LABEL: fn @mixed
; CHECK:       %m -> {unknown, obj#{{[0-9]+}}+0}
