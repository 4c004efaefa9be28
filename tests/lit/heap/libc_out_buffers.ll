; glibc mallocs a buffer and stores it through an argument: open_memstream's
; `*bufp`, and each `%ms`/`%m[` conversion of the scanf family. *arg points to a fresh
; object of the call site; with a constant format, only the allocating conversions'
; arguments do (`%d`'s int stays without pointers).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@fmt = private constant [11 x i8] c"%d %m[a-z]\00"
@mode = private constant [2 x i8] c"r\00"

declare ptr @open_memstream(ptr, ptr)
declare i32 @__isoc99_sscanf(ptr, ptr, ...)

define void @f(ptr %in) {
  %buf = alloca ptr
  %len = alloca i64
  %num = alloca i32
  %word = alloca ptr
  %ms = call ptr @open_memstream(ptr %buf, ptr %len)
  %b = load ptr, ptr %buf
  %rc = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr %in, ptr @fmt, ptr %num, ptr %word)
  %w = load ptr, ptr %word
  ret void
}

; The int of `%d` holds no pointer; the word's slot holds the conversion's buffer.
; CHECK: alloca @f size=4
; CHECK-NEXT: alloca @f size=8
; CHECK-NEXT: +0 -> {obj#[[SCAN:[0-9]+]]+0}
; CHECK: obj#[[MEM:[0-9]+]] ({{[0-9,]+}}) malloc @f
; CHECK-NEXT: obj#[[SCAN]] ({{[0-9,]+}}) malloc @f
; CHECK-LABEL: fn @f
; CHECK: %b -> {obj#[[MEM]]+0}
; CHECK: %w -> {obj#[[SCAN]]+0}
