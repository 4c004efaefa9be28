; Rust's allocator shims under v0 mangling (rustc >= 1.9x names them
; _RNv..._7___rustc12___rust_alloc) are the allocation models of __rust_alloc,
; __rust_alloc_zeroed and __rust_realloc; __rust_dealloc has no effect.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64, i64)
declare ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64, i64)
declare ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr, i64, i64, i64)
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr, i64, i64)

define void @f() {
  %a = call ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 16, i64 8)
  %z = call ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 8, i64 8)
  %r = call ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr %a, i64 16, i64 8, i64 32)
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr %r, i64 32, i64 8)
  ret void
}

; CHECK: obj#0 (0,0) unknown collapsed
; CHECK-NEXT:   +* -> {unknown}
; CHECK-NEXT: obj#1 (1,1) __rust_alloc @f size=16
; CHECK-NEXT: obj#2 (2,2) __rust_alloc_zeroed @f size=8
; CHECK-NEXT: obj#3 (3,3) __rust_realloc @f size=32
; CHECK-LABEL: fn @f
; CHECK-NEXT:   %a -> {obj#1+0}
; CHECK-NEXT:   %z -> {obj#2+0}
; CHECK-NEXT:   %r -> {obj#1+0, obj#3+0}
