; Every write comes before every leak, each group in module order (functions, then
; blocks, then instructions). A place is @function:line from !dbg, else @function #k
; (k: the instruction's position in its function, from 0).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       write store @first:11
; CHECK-NEXT:  write store @second #3
; CHECK-NEXT:  leak external(malloc) @first:10
; CHECK-NEXT:  leak return(first) @first:12
; CHECK-NEXT:  leak external(malloc) @second #0
; CHECK-NEXT:  leak external(malloc) @second #2
; CHECK-NOT:   {{.}}

declare ptr @malloc(i64)

define ptr @first(ptr %into) !dbg !10 {
  %a = call ptr @malloc(i64 8), !dbg !11
  store ptr %a, ptr %into, !dbg !13
  ret ptr %a, !dbg !14
}

define void @second() {
entry:
  %a = call ptr @malloc(i64 8)
  br label %next
next:
  %b = call ptr @malloc(i64 8)
  store ptr %b, ptr %a
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "scan.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 9, type: !12, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 10, column: 3, scope: !10)
!12 = !DISubroutineType(types: !{})
!13 = !DILocation(line: 11, column: 3, scope: !10)
!14 = !DILocation(line: 12, column: 3, scope: !10)
