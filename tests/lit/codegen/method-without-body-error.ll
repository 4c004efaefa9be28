; A remote method that returns a pointer but is only declared in the module (its body is
; in another object file): the heap analysis sees no return, so the result's shape would
; be "always null" and the caller would silently get NULL. A compile error at the call
; site instead.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: main.c:11:10: in function main {{.*}}: cormi: remote method S_mk has no body in the module: the pass needs the whole program (compile the file that defines it with cormicc)
; CHECK-NOT: error:

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare ptr @__cormi_invoke(i64, ptr, ...)
declare ptr @S_mk(ptr, i32)

define i64 @S_twice(ptr %self, i64 %v) {
  %d = mul i64 %v, 2
  ret i64 %d
}

define i64 @main(i64 %r) !dbg !10 {
  %l = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @S_mk, i32 4), !dbg !11
  %v = load i64, ptr %l
  ret i64 %v
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "main.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !12, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 11, column: 10, scope: !10)
!12 = !DISubroutineType(types: !{})
