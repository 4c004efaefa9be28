; A load of <2 x ptr> reads two pointer slots, 8 bytes apart.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @f +8 unexplained
; CHECK-NEXT:  ptr-read (1) malloc @f +16 unexplained

declare ptr @malloc(i64)

define <2 x ptr> @f() {
  %pair = call ptr @malloc(i64 24)
  %at = getelementptr i8, ptr %pair, i64 8
  %v = load <2 x ptr>, ptr %at
  ret <2 x ptr> %v
}
