; A positive-weight cycle: p = p + 8 around a loop (through memory at -O0)
; would create ever larger offsets; the cycle is found and its gep edge then
; reaches the object's variable-index location (+*), so the analysis terminates
; (already the second time the gep edge moves a location it made itself).
; The object stays field-sensitive (not collapsed) and the walk's start keeps
; offset 0: the walk does not make %buf interior.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @walk(i64 %n) {
entry:
  %buf = call ptr @malloc(i64 %n)
  %p = alloca ptr
  store ptr %buf, ptr %p
  br label %loop
loop:
  %cur = load ptr, ptr %p
  %next = getelementptr i8, ptr %cur, i64 8
  store ptr %next, ptr %p
  br label %loop
}

; CHECK: obj#1 (1,1) malloc @walk{{$}}
; CHECK-LABEL: fn @walk
; CHECK-NEXT:   %buf -> {obj#1+0}
; CHECK-NEXT:   %p -> {obj#2+0}
; CHECK-NEXT:   %cur -> {obj#1+0, obj#1+8, obj#1+*}
; CHECK-NEXT:   %next -> {obj#1+0, obj#1+8, obj#1+*}
