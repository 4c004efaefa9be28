; Allocation functions make one heap object per call site, sized when the size
; is constant: malloc, calloc (n * size), aligned_alloc, strdup, C++ new, the
; Rust allocator shims and cormi's cormi_alloc_object / cormi_alloc_array. An array of
; a run-time count of constant-size elements records the element size (elem=8).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare ptr @aligned_alloc(i64, i64)
declare ptr @strdup(ptr)
declare ptr @_Znwm(i64)
declare ptr @__rust_alloc(i64, i64)
declare ptr @__rust_alloc_zeroed(i64, i64)
declare ptr @cormi_alloc_object(i64)
declare ptr @cormi_alloc_array(i64, i64)

define void @f(ptr %s, i64 %n) {
  %a = call ptr @malloc(i64 16)
  %b = call ptr @calloc(i64 4, i64 8)
  %c = call ptr @aligned_alloc(i64 64, i64 128)
  %d = call ptr @strdup(ptr %s)
  %e = call ptr @_Znwm(i64 24)
  %g = call ptr @__rust_alloc(i64 32, i64 8)
  %h = call ptr @__rust_alloc_zeroed(i64 8, i64 8)
  %i = call ptr @cormi_alloc_object(i64 40)
  %j = call ptr @cormi_alloc_array(i64 8, i64 %n)
  %k = call ptr @malloc(i64 %n)
  ret void
}

; CHECK: obj#1 (1,1) malloc @f size=16
; CHECK-NEXT: obj#2 (2,2) calloc @f size=32
; CHECK-NEXT: obj#3 (3,3) aligned_alloc @f size=128
; CHECK-NEXT: obj#4 (4,4) strdup @f{{$}}
; CHECK-NEXT: obj#5 (5,5) _Znwm @f size=24
; CHECK-NEXT: obj#6 (6,6) __rust_alloc @f size=32
; CHECK-NEXT: obj#7 (7,7) __rust_alloc_zeroed @f size=8
; CHECK-NEXT: obj#8 (8,8) cormi_alloc_object @f size=40
; CHECK-NEXT: obj#9 (9,9) cormi_alloc_array @f elem=8{{$}}
; CHECK-NEXT: obj#10 (10,10) malloc @f{{$}}
; CHECK-LABEL: fn @f
; CHECK-NEXT: %s -> {}
; CHECK:   %a -> {obj#1+0}
; CHECK:   %k -> {obj#10+0}
