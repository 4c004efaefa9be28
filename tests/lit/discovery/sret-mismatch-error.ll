; A call and a method that disagree on a struct result returned through memory (the
; method has an sret slot, the call passes none) are an error at the call, with
; file:line:col from !dbg when present (first RUN), else naming the function.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=DBG
; RUN: opt -strip-debug -S %s | not opt -load-pass-plugin=%cormi -passes=cormi -disable-output 2>&1 | FileCheck %s --check-prefix=NODBG

; DBG: error: app.c:7:3: in function main {{.*}}: cormi: 'Acc_big' returns %Big through memory (sret), but the call of __cormi_invoke does not
; NODBG: error: cormi: in function 'main': 'Acc_big' returns %Big through memory (sret), but the call of __cormi_invoke does not

declare void @__cormi_invoke(i64, ptr, ...)

%Big = type { [8 x i64] }
define void @Acc_big(ptr sret(%Big) %out, ptr %self) {
  ret void
}

define void @main(i64 %r) !dbg !10 {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_big), !dbg !11
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
