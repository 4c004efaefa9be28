; A variable-index GEP smashes the array: the object collapses to one field
; (+*), which overlaps every offset, so a later constant-offset load sees the
; store made through the variable index.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @f(i64 %i) {
  %arr = call ptr @malloc(i64 64)
  %x = call ptr @malloc(i64 4)
  %e = getelementptr ptr, ptr %arr, i64 %i
  store ptr %x, ptr %e
  %k = getelementptr i8, ptr %arr, i64 8
  %l = load ptr, ptr %k
  ret void
}

; CHECK-LABEL: obj#1 (1,1) malloc @f size=64 collapsed
; CHECK-NEXT:   +* -> {obj#2+0}
; CHECK-LABEL: fn @f
; CHECK:   %e -> {obj#1+*}
; CHECK-NEXT:   %k -> {obj#1+*}
; CHECK-NEXT:   %l -> {obj#2+0}
