; Operand 1 of __cormi_invoke must be a Function named directly; a pointer loaded
; at run time (an indirect remote method) is an error.
; The error has file:line:col from !dbg when present (first RUN), else it names the
; function (second RUN, debug info stripped).

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=DBG
; RUN: opt -strip-debug -S %s | not opt -load-pass-plugin=%cormi -passes=cormi -disable-output 2>&1 | FileCheck %s --check-prefix=NODBG

; DBG: error: app.c:7:3: in function main {{.*}}: cormi: the remote method must be named directly (a function), found a function pointer read from memory at run time ('m') (operand 1 of __cormi_invoke): {{.*}} call cormi_invoke with each method by name, e.g. in a switch
; NODBG: error: cormi: in function 'main': the remote method must be named directly (a function), found a function pointer read from memory at run time ('m') (operand 1 of __cormi_invoke): {{.*}} call cormi_invoke with each method by name, e.g. in a switch

declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)

define void @Acc_ping(ptr %self) {
  ret void
}

define void @main(i64 %r, ptr %slot) !dbg !10 {
  %m = load ptr, ptr %slot
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr %m), !dbg !11
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
