; Constant-offset GEPs are field-sensitive: byte offsets from the DataLayout
; (struct field 1 of {ptr, i32, ptr} is at +16), so two fields of one object
; hold different sets.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

%struct.S = type { ptr, i32, ptr }

declare ptr @malloc(i64)

define void @f() {
  %s = call ptr @malloc(i64 24)
  %x = call ptr @malloc(i64 4)
  %y = call ptr @malloc(i64 4)
  %f2 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2
  %raw = getelementptr i8, ptr %s, i64 16
  store ptr %x, ptr %s
  store ptr %y, ptr %f2
  %l0 = load ptr, ptr %s
  %l2 = load ptr, ptr %raw
  ret void
}

; CHECK-LABEL: obj#1 (1,1) malloc @f size=24
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT:   +16 -> {obj#3+0}
; CHECK-LABEL: fn @f
; CHECK:   %f2 -> {obj#1+16}
; CHECK-NEXT:   %raw -> {obj#1+16}
; CHECK-NEXT:   %l0 -> {obj#2+0}
; CHECK-NEXT:   %l2 -> {obj#3+0}
