; cormi.h's typed form (a call through the result of __cormi_remote_method(ref,
; method), self slot null) is rewritten into the intrinsic's contract form before any
; pass reads the module: the reference and method replace the self slot, an sret
; slot stays first, call attributes (sret, byval) move with their operands and the
; debug location stays. Each rewrite is an analysis remark.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -S %s -o - | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: site {{0x[0-9a-f]+}} invoke in @main #0 calls @A_conv at t.c:7:3
; CHECK-NEXT:    ret double
; CHECK-NEXT:    arg 1 double
; CHECK-NEXT:    arg 2 i64
; CHECK-LABEL: site {{0x[0-9a-f]+}} invoke in @main #1 calls @A_rec
; CHECK-NEXT:    ret void sret(%struct.Rec)
; CHECK-NEXT:    arg 1 ptr byval(%struct.Rec)
; CHECK-LABEL: define double @main(
; CHECK-NEXT:    %tmp = alloca %struct.Rec
; CHECK-NEXT:    %d = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_conv, double noundef 1.000000e+00, i64 noundef 3000000000), !dbg
; CHECK-NEXT:    call void (ptr, i64, ptr, ...) @__cormi_invoke(ptr sret(%struct.Rec) align 8 %tmp, i64 %r, ptr @A_rec, ptr byval(%struct.Rec) align 8 %in)
; CHECK-NOT:     __cormi_remote_method(
; CHECK:       declare void @__cormi_invoke(i64, ptr, ...)

; REMARK-DAG: remark: t.c:7:3: cormi_invoke of A_conv calls through its prototype: the arguments are converted as in a direct call
; REMARK-DAG: remark: <unknown>:0:0: cormi_invoke of A_rec calls through its prototype

%struct.Rec = type { i64, double, double, double, i32 }

declare ptr @__cormi_remote_method(i64, ptr)

define double @A_conv(ptr %self, double %d, i64 %l) {
  ret double %d
}

define void @A_rec(ptr sret(%struct.Rec) align 8 %out, ptr %self, ptr byval(%struct.Rec) align 8 %in) {
  ret void
}

define double @main(i64 %r, ptr %in) !dbg !10 {
  %tmp = alloca %struct.Rec
  %t = call ptr @__cormi_remote_method(i64 %r, ptr @A_conv), !dbg !11
  %d = call double %t(ptr noundef null, double noundef 1.0, i64 noundef 3000000000), !dbg !11
  %t2 = call ptr @__cormi_remote_method(i64 %r, ptr @A_rec)
  call void %t2(ptr sret(%struct.Rec) align 8 %tmp, ptr null, ptr byval(%struct.Rec) align 8 %in)
  ret double %d
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 7, column: 3, scope: !10)
!12 = !DISubroutineType(types: !{})
