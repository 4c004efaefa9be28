; Every pass of pass/src/passes.rs is registered with the pipeline parser, with and
; without parameters, and prints itself back in -print-pipeline-passes.

; RUN: opt -load-pass-plugin=%cormi -print-pipeline-passes -disable-output %s \
; RUN:   -passes='cormi,cormi<mode=site>,print<cormi-callsites>,print<cormi-heap>,print<cormi-alias-checks>,cormi-heap-dot,cormi-instrument-pts' \
; RUN:   | FileCheck %s

; CHECK: cormi,cormi<mode=site>,print<cormi-callsites>,print<cormi-heap>,print<cormi-alias-checks>,cormi-heap-dot,cormi-instrument-pts

define void @main() {
  ret void
}
