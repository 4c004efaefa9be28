; A heap array of 1000 records of known size (malloc(16000)) written at a variable
; index is smashed into element 0 on the first strided access (elem=16): the fields of
; table[i].key and table[j].val stay apart at +0 and +8, where one variable-index
; location used to hold both.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

; CHECK-LABEL: obj#1 (1,1) malloc @main size=16000 elem=16{{$}}
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT:   +8 -> {obj#3+0}
; CHECK-NEXT: obj#2

%struct.Rec = type { ptr, ptr }
declare ptr @malloc(i64)

define ptr @main(i64 %i, i64 %j) {
  %t = call ptr @malloc(i64 16000)
  %k = call ptr @malloc(i64 4)
  %v = call ptr @malloc(i64 4)
  %ei = getelementptr inbounds %struct.Rec, ptr %t, i64 %i
  store ptr %k, ptr %ei
  %ej = getelementptr inbounds %struct.Rec, ptr %t, i64 %j
  %fj = getelementptr inbounds %struct.Rec, ptr %ej, i32 0, i32 1
  store ptr %v, ptr %fj
  ret ptr %t
}
