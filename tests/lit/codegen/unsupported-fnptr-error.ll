; An argument the pass cannot marshal is a compile error at the call site with
; file:line:col and the reason (here a function pointer).

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: app.c:9:3: in function main {{.*}}: cormi: argument 1 of A_run: is a function pointer ('cb'); code cannot be sent to another node

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)

define void @cb() {
  ret void
}

define void @A_run(ptr %self, ptr %f) {
  ret void
}

define void @main(i64 %r) !dbg !10 {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_run, ptr @cb), !dbg !11
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "app.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !12, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 9, column: 3, scope: !10)
!12 = !DISubroutineType(types: !{})
