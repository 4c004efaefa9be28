; A {ptr, i64} struct returned in registers (clang's coerced return: the callee loads
; it from its result slot, the caller takes it apart with extractvalue): each member
; gets only what the callee's result slot holds at that member's offset, so the count
; carries no pointer and the caller's copy keeps its fields apart.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define { ptr, i64 } @make(i64 %n) {
  %retval = alloca { ptr, i64 }
  %v = call ptr @malloc(i64 %n)
  store ptr %v, ptr %retval
  %count = getelementptr inbounds { ptr, i64 }, ptr %retval, i32 0, i32 1
  store i64 %n, ptr %count
  %r = load { ptr, i64 }, ptr %retval
  ret { ptr, i64 } %r
}

define void @main() {
  %g = alloca { ptr, i64 }
  %call = call { ptr, i64 } @make(i64 16)
  %ptr = extractvalue { ptr, i64 } %call, 0
  store ptr %ptr, ptr %g
  %n = extractvalue { ptr, i64 } %call, 1
  %g.n = getelementptr inbounds { ptr, i64 }, ptr %g, i32 0, i32 1
  store i64 %n, ptr %g.n
  ret void
}

; CHECK-LABEL: obj#3 (3,3) alloca @main size=16
; CHECK-NEXT:   +0 -> {obj#2+0}
; CHECK-NEXT: fn @make
; CHECK-LABEL: fn @main
; CHECK:   %ptr -> {obj#2+0}
; CHECK-NEXT:   %g.n -> {obj#3+8}
