; atomicrmw and cmpxchg that write a pointer are atomic writes; a cmpxchg whose new
; value is null writes no pointer.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK-NOT:   write
; CHECK:       write atomic @f #2
; CHECK-NEXT:  write atomic @f #3
; CHECK-NOT:   write

declare ptr @malloc(i64)

define void @f() {
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  %old = atomicrmw xchg ptr %a, ptr %b seq_cst
  %x = cmpxchg ptr %a, ptr null, ptr %b seq_cst seq_cst
  %y = cmpxchg ptr %a, ptr %b, ptr null seq_cst seq_cst
  ret void
}
