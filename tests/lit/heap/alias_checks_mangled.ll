; C++-mangled assertion functions (_Z8MAYALIASPvS_, _Z7NOALIASPKvS0_, ...) are
; reported under their plain names; a defined assertion function is analysed
; like any other and still read; unreachable functions are checked too; any
; return type is accepted. Input is bitcode here (.bc works like .ll).
; RUN: llvm-as %s -o %t.bc
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.bc | FileCheck %s --match-full-lines

declare ptr @malloc(i64)
declare void @_Z8MAYALIASPvS_(ptr, ptr)
declare void @_Z7NOALIASPKvS0_(ptr, ptr)
declare i32 @_Z20EXPECTEDFAIL_NOALIASPvS_(ptr, ptr)

define void @MUSTALIAS(ptr %a, ptr %b) {
  ret void
}

define void @unreachable_helper() {
  %a = call ptr @malloc(i64 4)
  %b = call ptr @malloc(i64 4)
  call void @_Z8MAYALIASPvS_(ptr %a, ptr %a), !dbg !10
  call void @_Z7NOALIASPKvS0_(ptr %a, ptr %b), !dbg !11
  %r = call i32 @_Z20EXPECTEDFAIL_NOALIASPvS_(ptr %a, ptr %b)
  call void @MUSTALIAS(ptr %a, ptr %a)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "unreachable_helper", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !{})
!10 = !DILocation(line: 7, column: 3, scope: !5)
!11 = !DILocation(line: 8, column: 3, scope: !5)

; CHECK: check 7 MAYALIAS ok MayAlias
; CHECK-NEXT: check 8 NOALIAS ok NoAlias
; CHECK-NEXT: check 0 EXPECTEDFAIL_NOALIAS fail NoAlias
; CHECK-NEXT: check 0 MUSTALIAS ok MayAlias
; CHECK-NEXT: check-summary total=4 ok=3 fail=1
