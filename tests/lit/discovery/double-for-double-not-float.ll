; Promotions are only undone in the C direction: a float passed for a double
; parameter is a type mismatch.
; The error has file:line:col from !dbg when present (first RUN), else it names the
; function (second RUN, debug info stripped).

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=DBG
; RUN: opt -strip-debug -S %s | not opt -load-pass-plugin=%cormi -passes=cormi -disable-output 2>&1 | FileCheck %s --check-prefix=NODBG

; DBG: error: app.c:7:3: in function main {{.*}}: cormi: argument 1 of remote method 'Acc_set' (counted after self) has type float, but 'Acc_set' declares it as double
; NODBG: error: cormi: in function 'main': argument 1 of remote method 'Acc_set' (counted after self) has type float, but 'Acc_set' declares it as double

declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)

define void @Acc_set(ptr %self, double %v) {
  ret void
}

define void @main(i64 %r) !dbg !10 {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_set, float 1.0), !dbg !11
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "app.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 7, column: 3, scope: !10)
!12 = !DISubroutineType(types: !{})
