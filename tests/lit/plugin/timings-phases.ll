; `cormi<timings>` (what `cormicc -v` sets) prints, after the run, each phase of the pass
; on standard error with its wall time and the peak memory after it: the analyses in
; the order they finished (discovery, the heap analysis, the later analyses, out-args for the warnings), the
; driver's steps (decide, report, generate), then the whole pass. Numbers are not
; pinned; without the flag nothing is printed.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all;timings>' -disable-output %s 2>&1 | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

; CHECK:      cormi: phase timings (wall seconds of each phase alone, peak resident MiB after it)
; CHECK-NEXT: cormi: intrinsic-calls {{[0-9]+\.[0-9]{4} +[0-9]+\.[0-9]$}}
; CHECK-NEXT: cormi: discovery {{[0-9.]+ +[0-9.]+$}}
; CHECK-NEXT: cormi: heap {{[0-9.]+ +[0-9.]+$}}
; CHECK:      cormi: plans {{[0-9.]+ +[0-9.]+$}}
; CHECK:      cormi: sharing {{[0-9.]+ +[0-9.]+$}}
; CHECK:      cormi: escape {{[0-9.]+ +[0-9.]+$}}
; CHECK-NEXT: cormi: decide {{[0-9.]+ +[0-9.]+$}}
; CHECK-NEXT: cormi: layout-classes {{[0-9.]+ +[0-9.]+$}}
; CHECK:      cormi: out-args {{[0-9.]+ +[0-9.]+$}}
; CHECK-NEXT: cormi: report {{[0-9.]+ +[0-9.]+$}}
; CHECK-NEXT: cormi: generate {{[0-9.]+ +[0-9.]+$}}
; CHECK-NEXT: cormi: cormi pass {{[0-9.]+ +[0-9.]+$}}
; QUIET-NOT:  timings

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @T_sum(ptr %self, ptr %t) {
  ret i64 0
}

define i64 @main(i64 %r) {
  %n = call ptr @malloc(i64 16)
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_sum, ptr %n)
  ret i64 %s
}
