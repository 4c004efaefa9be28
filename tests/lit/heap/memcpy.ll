; llvm.memcpy copies field by field, keeping offsets (a struct copy at -O0),
; also into the middle of the destination; fields stored into the source after
; the copy in program order are copied too (flow-insensitive).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @f() {
  %src = alloca [2 x ptr]
  %dst = alloca [4 x ptr]
  %x = call ptr @malloc(i64 4)
  %y = call ptr @malloc(i64 4)
  store ptr %x, ptr %src
  %dmid = getelementptr i8, ptr %dst, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr %dmid, ptr %src, i64 16, i1 false)
  %s8 = getelementptr i8, ptr %src, i64 8
  store ptr %y, ptr %s8
  ret void
}

; CHECK-LABEL: obj#2 (2,2) alloca @f size=32
; CHECK-NEXT:   +16 -> {obj#3+0}
; CHECK-NEXT:   +24 -> {obj#4+0}
