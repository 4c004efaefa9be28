; Lines are sorted by allocation site (its physical number; the site shows as
; @function:line from its !dbg), and within a site the stores are in module order,
; each with its function and line.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK:       scalar-store (1) malloc @main:3 +8 size=4: i32 stored in later:21
; CHECK-NEXT:  scalar-store (2) malloc @main:4 +0 size=8: double stored in main:5
; CHECK-NEXT:  scalar-store (2) malloc @main:4 +8 size=8: i64 stored in later:22

declare ptr @malloc(i64)

define void @main() !dbg !10 {
  %first = call ptr @malloc(i64 16), !dbg !11
  %second = call ptr @malloc(i64 16), !dbg !13
  store double 1.0, ptr %second, !dbg !14
  call void @later(ptr %first, ptr %second), !dbg !15
  ret void
}

define void @later(ptr %first, ptr %second) !dbg !20 {
  %a = getelementptr i8, ptr %first, i64 8
  store i32 1, ptr %a, !dbg !21
  %b = getelementptr i8, ptr %second, i64 8
  store i64 2, ptr %b, !dbg !22
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "stores.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 2, type: !12, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 3, column: 3, scope: !10)
!12 = !DISubroutineType(types: !{})
!13 = !DILocation(line: 4, column: 3, scope: !10)
!14 = !DILocation(line: 5, column: 3, scope: !10)
!15 = !DILocation(line: 6, column: 3, scope: !10)
!20 = distinct !DISubprogram(name: "later", scope: !1, file: !1, line: 20, type: !12, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 21, column: 3, scope: !20)
!22 = !DILocation(line: 22, column: 3, scope: !20)
