; print<cormi-heap-stats><time> adds the analysis' wall time in seconds after the
; counters (benches/analysis/run.sh reads it).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-stats><time>' -disable-output %s | FileCheck %s

define void @main() {
  %a = alloca ptr
  ret void
}

; CHECK-LABEL: cormi-heap-stats
; CHECK: memcpy-watches=0
; CHECK-NEXT: time-s={{[0-9]+\.[0-9]+$}}
