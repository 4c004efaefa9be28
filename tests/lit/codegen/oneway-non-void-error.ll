; A one-way method gets no reply, so it must return void: a method marked one-way
; (cormi.h's CORMI_ONEWAY: annotate "cormi_oneway") that returns a value is a compile
; error at the method (its DISubprogram's file:line), with the reason, whether or not a
; call site names it. A one-way void method is fine.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: error: acc.c:4:0: in function Acc_sum {{.*}}: cormi: one-way method 'Acc_sum' returns i64 (long); a one-way call gets no reply, so the method must return void (remove CORMI_ONEWAY, or return void and read the result with a synchronous call)
; CHECK:       error: acc.c:9:0: in function Acc_peek {{.*}}: cormi: one-way method 'Acc_peek' returns double
; CHECK-NOT:   error:

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
@.oneway = private unnamed_addr constant [13 x i8] c"cormi_oneway\00", section "llvm.metadata"
@llvm.global.annotations = appending global [3 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @Acc_sum, ptr @.oneway, ptr null, i32 4, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @Acc_peek, ptr @.oneway, ptr null, i32 9, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @Acc_ok, ptr @.oneway, ptr null, i32 12, ptr null }
], section "llvm.metadata"
declare void @__cormi_invoke(i64, ptr, ...)

define i64 @Acc_sum(ptr %self, i64 %v) !dbg !20 {
  ret i64 %v
}

define double @Acc_peek(ptr %self) !dbg !21 {
  ret double 0.0
}

define void @Acc_ok(ptr %self) !dbg !22 {
  ret void
}

define i64 @main(i64 %r) !dbg !10 {
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_sum, i64 1), !dbg !11
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ok), !dbg !12
  ret i64 %s
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "acc.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 14, column: 12, scope: !10)
!12 = !DILocation(line: 15, column: 3, scope: !10)
!13 = !DISubroutineType(types: !{})
!20 = distinct !DISubprogram(name: "Acc_sum", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0)
!21 = distinct !DISubprogram(name: "Acc_peek", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DISubprogram(name: "Acc_ok", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, spFlags: DISPFlagDefinition, unit: !0)
