; Inline assembly is unknown code: its pointer operands escape and its result
; is unknown (plus everything that escaped).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @f() {
  %a = call ptr @malloc(i64 8)
  %r = call ptr asm "mov $1, $0", "=r,r"(ptr %a)
  ret void
}

; CHECK: obj#1 (1,1) malloc @f size=8 escaped
; CHECK-LABEL: fn @f
; CHECK-NEXT:   %a -> {obj#1+0}
; CHECK-NEXT:   %r -> {unknown, obj#1+0}
