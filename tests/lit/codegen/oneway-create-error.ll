; cormi_create waits for its reply (the new object's reference), so a constructor marked
; one-way (CORMI_ONEWAY) is a compile error at the create call, with the reason (besides
; the error at the constructor itself, which returns a pointer, not void).

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: error: acc.c:9:0: in function Acc_new {{.*}}: cormi: one-way method 'Acc_new' returns ptr (a pointer)
; CHECK:       error: acc.c:14:7: in function main {{.*}}: cormi: constructor 'Acc_new' is marked one-way (CORMI_ONEWAY), but cormi_create waits for its reply, the new object's reference; remove CORMI_ONEWAY
; CHECK-NOT:   error:

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
@.oneway = private unnamed_addr constant [13 x i8] c"cormi_oneway\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @Acc_new, ptr @.oneway, ptr null, i32 9, ptr null }
], section "llvm.metadata"
declare i64 @__cormi_create(i32, ptr, ...)

define ptr @Acc_new() !dbg !21 {
  ret ptr null
}

define i64 @main() !dbg !10 {
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Acc_new), !dbg !11
  ret i64 %r
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "acc.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 14, column: 7, scope: !10)
!13 = !DISubroutineType(types: !{})
!21 = distinct !DISubprogram(name: "Acc_new", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
