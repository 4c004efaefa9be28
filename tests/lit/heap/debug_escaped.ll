; print<cormi-heap-debug> lists the objects that escaped into unknown code, in id
; order, and the values that flow into it; an object kept away from unknown code is not
; listed.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare void @mystery(ptr)

define void @main() {
  %kept = call ptr @malloc(i64 8)
  %given = call ptr @malloc(i64 16)
  call void @mystery(ptr %given)
  ret void
}

; CHECK-LABEL: cormi-heap-debug: unknown-externals=1 unknown-pointer-calls=0 escaped=1 feeds-unknown=1
; CHECK: escaped obj#2 (2,2) malloc @main size=16 escaped
; CHECK-NEXT: feeds-unknown @main %given
; CHECK-NOT: size=8
