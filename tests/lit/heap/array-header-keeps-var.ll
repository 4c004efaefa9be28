; Records behind a header (a walk that starts at byte 16 of the object) do not smash
; the object: the header's fields are no elements. The variable index keeps one
; variable-index location (`+*`), whose store reaches every field, the header's too.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

; CHECK-LABEL: obj#1 (1,1) malloc @main size=1616 indexed{{$}}
; CHECK-NEXT:   +0 -> {obj#2+0, obj#3+0}
; CHECK-NEXT:   +* -> {obj#2+0}
; CHECK-NOT: elem=

%struct.Rec = type { ptr, ptr }
%struct.Table = type { ptr, i64, [100 x %struct.Rec] }
declare ptr @malloc(i64)

define ptr @main(i64 %i) {
  %t = call ptr @malloc(i64 1616)
  %k = call ptr @malloc(i64 4)
  %h = call ptr @malloc(i64 4)
  store ptr %h, ptr %t
  %ei = getelementptr inbounds %struct.Table, ptr %t, i64 0, i32 2, i64 %i
  store ptr %k, ptr %ei
  ret ptr %t
}
