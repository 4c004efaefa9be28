; An inttoptr of a phi between a ptrtoint and a small constant (Rust's
; Vec::with_capacity: the new buffer's address, or the alignment as a dangling pointer)
; is the tracked address at its exact offset. Before, the phi was an untracked integer:
; the pointer was laundered (any exposed address, here the printed object) at any offset.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@fmt_p = private constant [3 x i8] c"%p\00"

declare ptr @malloc(i64)
declare i32 @printf(ptr, ...)

define ptr @with_capacity(i64 %n) {
entry:
  %printed = call ptr @malloc(i64 8)
  %r = call i32 (ptr, ...) @printf(ptr @fmt_p, ptr %printed)
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %done, label %alloc

alloc:
  %buf = call ptr @malloc(i64 %n)
  %addr = ptrtoint ptr %buf to i64
  br label %done

done:
  %bits = phi i64 [ %addr, %alloc ], [ 1, %entry ]
  %p = inttoptr i64 %bits to ptr
  ret ptr %p
}

; CHECK-LABEL: fn @with_capacity
; CHECK:       %buf -> {obj#[[BUF:[0-9]+]]+0}
; CHECK-NEXT:  %p -> {obj#[[BUF]]+0}{{$}}
