; Pointers copied byte by byte (a hand-written memcpy loop over i8) keep their
; targets: bytes carry the whole pointer's targets, and the loop's p++ is a
; positive-weight cycle that makes both buffers field-insensitive.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

@x = global i32 0

define void @bytecopy(ptr %d, ptr %s, i64 %n) {
entry:
  br label %loop
loop:
  %dd = phi ptr [ %d, %entry ], [ %dd1, %loop ]
  %ss = phi ptr [ %s, %entry ], [ %ss1, %loop ]
  %byte = load i8, ptr %ss
  store i8 %byte, ptr %dd
  %dd1 = getelementptr i8, ptr %dd, i64 1
  %ss1 = getelementptr i8, ptr %ss, i64 1
  br label %loop
}

define void @main() {
  %p = alloca ptr
  %q = alloca ptr
  store ptr @x, ptr %p
  call void @bytecopy(ptr %q, ptr %p, i64 8)
  %v = load ptr, ptr %q
  ret void
}

; CHECK-LABEL: fn @main
; CHECK:   %v -> {obj#1+0}
