; A variable index into a fixed-size array member (inbounds, as clang emits
; `q->items[i]`) reaches the array's slots only: the store writes +0..+24 and
; not the `n` field at +32, and the object is not `indexed`.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

%struct.Q = type { [4 x ptr], i32 }

declare ptr @malloc(i64)

define void @f(i64 %i) {
  %q = call ptr @malloc(i64 40)
  %x = call ptr @malloc(i64 4)
  %items = getelementptr inbounds %struct.Q, ptr %q, i32 0, i32 0
  %e = getelementptr inbounds [4 x ptr], ptr %items, i64 0, i64 %i
  store ptr %x, ptr %e
  %n = getelementptr inbounds %struct.Q, ptr %q, i32 0, i32 1
  %nv = load ptr, ptr %n
  ret void
}

; CHECK-LABEL: obj#1 (1,1) malloc @f size=40{{$}}
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT:   +8 -> {obj#2+0}
; CHECK-NEXT:   +16 -> {obj#2+0}
; CHECK-NEXT:   +24 -> {obj#2+0}
; CHECK-NOT:    +32
; CHECK-NOT:    +*
; CHECK-LABEL: fn @f
; CHECK:   %e -> {obj#1+0, obj#1+8, obj#1+16, obj#1+24}
; CHECK:   %nv -> {}
