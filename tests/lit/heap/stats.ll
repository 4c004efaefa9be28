; print<cormi-heap-stats> prints the analysis' deterministic counters, one per line,
; and no wall time without the `time` flag.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-stats>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)

define void @main() {
  %a = alloca ptr
  %m = call ptr @malloc(i64 16)
  store ptr %m, ptr %a
  %l = load ptr, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr %m, ptr %l, i64 16, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; CHECK-LABEL: cormi-heap-stats
; CHECK-NEXT: instructions=6
; CHECK-NEXT: nodes={{[0-9]+$}}
; CHECK-NEXT: objects=3
; CHECK-NEXT: iterations={{[0-9]+$}}
; CHECK-NEXT: scc-passes={{[0-9]+$}}
; CHECK-NEXT: nodes-merged={{[0-9]+$}}
; CHECK-NEXT: objects-collapsed=0
; CHECK-NEXT: facts={{[0-9]+$}}
; CHECK-NEXT: locations={{[0-9]+$}}
; CHECK-NEXT: copy-edges={{[0-9]+$}}
; CHECK-NEXT: memcpys=1
; CHECK-NEXT: memcpy-pairs=2
; CHECK-NEXT: memcpy-watches=1
; CHECK-NOT: time-s
