; A copy whose length is strlen of another pointer than its source is a copy of bytes
; like any other: the pointer the source holds lands in the destination.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@x = global i32 0
@holder = global ptr @x

declare i64 @strlen(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @append(ptr %dst, ptr %s, ptr %t) {
  %len = call i64 @strlen(ptr %t)
  %total = add i64 %len, 1
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %s, i64 %total, i1 false)
  ret void
}

define void @main(ptr %name) {
  %buf = alloca [64 x i8]
  call void @append(ptr %buf, ptr @holder, ptr %name)
  ret void
}

; CHECK: obj#3 (3,3) alloca @main size=64
; CHECK-NEXT:   +0 -> {obj#1+0}
