; posix_memalign and getline allocate through an out-parameter: *arg0 points to
; a fresh heap object per call site.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare i32 @posix_memalign(ptr, i64, i64)
declare i64 @getline(ptr, ptr, ptr)

define void @f(ptr %stream) {
  %p = alloca ptr
  %line = alloca ptr
  %n = alloca i64
  %rc = call i32 @posix_memalign(ptr %p, i64 64, i64 256)
  %got = load ptr, ptr %p
  %len = call i64 @getline(ptr %line, ptr %n, ptr %stream)
  %buf = load ptr, ptr %line
  ret void
}

; CHECK: obj#1 (1,1) alloca @f size=8
; CHECK-NEXT:   +0 -> {obj#4+0}
; CHECK-NEXT: obj#2 (2,2) alloca @f size=8
; CHECK-NEXT:   +0 -> {obj#5+0}
; CHECK: obj#4 (4,4) posix_memalign @f
; CHECK-NEXT: obj#5 (5,5) getline @f
; CHECK-LABEL: fn @f
; CHECK:   %got -> {obj#4+0}
; CHECK:   %buf -> {obj#5+0}
