; A copy of strlen(src) + 1 bytes from src copies a C string's bytes and its terminator:
; every pointer's 8 bytes hold a zero byte, so no whole pointer is copied (as strcpy):
; the destination gets no field although the source may also be an object holding a
; pointer (a union's string member sharing its bytes with a pointer member). The length
; and the source pass through one-store local slots (unoptimised IR).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@x = global i32 0
@holder = global ptr @x

declare i64 @strlen(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.lifetime.start.p0(ptr)

define void @append(ptr %dst, ptr %s) {
  %s.addr = alloca ptr
  %n = alloca i64
  store ptr %s, ptr %s.addr
  call void @llvm.lifetime.start.p0(ptr %n)
  %s1 = load ptr, ptr %s.addr
  %len = call i64 @strlen(ptr %s1)
  store i64 %len, ptr %n
  %s2 = load ptr, ptr %s.addr
  %n1 = load i64, ptr %n
  %total = add i64 %n1, 1
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %s2, i64 %total, i1 false)
  ret void
}

define void @main() {
  %buf = alloca [64 x i8]
  call void @append(ptr %buf, ptr @holder)
  ret void
}

; CHECK: obj#5 (5,5) alloca @main size=64{{$}}
; CHECK-NEXT: fn @append
