; First-class aggregates: a stored {ptr, ptr} writes its pointer at each field
; offset (0 and 8); loading an aggregate and extracting yields the union of the
; fields (aggregate values are field-insensitive, memory is not); pointer-width
; integers carry pointers too (optimised IR copies an 8-byte struct as i64).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @f() {
  %x = call ptr @malloc(i64 4)
  %y = call ptr @malloc(i64 4)
  %s = alloca { ptr, ptr }
  %t = alloca { ptr, ptr }
  %agg0 = insertvalue { ptr, ptr } poison, ptr %x, 0
  %agg = insertvalue { ptr, ptr } %agg0, ptr %y, 1
  store { ptr, ptr } %agg, ptr %s
  %ld = load { ptr, ptr }, ptr %s
  %e1 = extractvalue { ptr, ptr } %ld, 1
  %bits = load i64, ptr %s
  store i64 %bits, ptr %t
  %back = load ptr, ptr %t
  ret void
}

; CHECK: obj#3 (3,3) alloca @f size=16
; CHECK-NEXT:   +0 -> {obj#1+0, obj#2+0}
; CHECK-NEXT:   +8 -> {obj#1+0, obj#2+0}
; CHECK-NEXT: obj#4 (4,4) alloca @f size=16
; CHECK-NEXT:   +0 -> {obj#1+0, obj#2+0}
; CHECK-LABEL: fn @f
; CHECK:   %e1 -> {obj#1+0, obj#2+0}
; CHECK-NEXT:   %back -> {obj#1+0, obj#2+0}
