; A remote method returning a struct through memory (sret): its sret parameter points
; to a result slot of its own (an alloca named after the method), whose fields the
; method fills; the caller's slot receives clones of them (the result's direction),
; as after a field-wise copy. Self is the parameter after the slot.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

; CHECK:      obj#1 (1,1) malloc @A_named size=16
; CHECK-NEXT: obj#2 (2,2) alloca @main size=24
; CHECK-NEXT:   +8 -> {obj#6+0}
; CHECK:      obj#4 (4,4) alloca @A_named size=24
; CHECK-NEXT:   +8 -> {obj#1+0}
; CHECK-NEXT: obj#5 (5,4) alloca @A_named size=24 clone-of obj#4 @A_named ret
; CHECK-NEXT:   +8 -> {obj#6+0}
; CHECK-NEXT: obj#6 (6,1) malloc @A_named size=16 clone-of obj#1 @A_named ret
; CHECK-LABEL: fn @A_named
; CHECK-NEXT:   %out -> {obj#4+0}
; CHECK-LABEL: fn @main
; CHECK:        %cell -> {obj#6+0}

%struct.Named = type { i64, ptr, double }

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @A_named(ptr sret(%struct.Named) align 8 %out, ptr %self, i64 %id) {
  %cell = call ptr @malloc(i64 16)
  store i64 %id, ptr %out
  %p = getelementptr i8, ptr %out, i64 8
  store ptr %cell, ptr %p
  ret void
}

define i64 @main(i64 %r) {
  %tmp = alloca %struct.Named
  call void (ptr, i64, ptr, ...) @__cormi_invoke(ptr sret(%struct.Named) align 8 %tmp, i64 %r, ptr @A_named, i64 5)
  %p = getelementptr i8, ptr %tmp, i64 8
  %cell = load ptr, ptr %p
  %v = load i64, ptr %cell
  ret i64 %v
}
