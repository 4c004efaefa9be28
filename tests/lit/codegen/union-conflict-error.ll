; A union whose active member cannot be known (pass/src/facts/scalar_stores.rs): byte 8 of the object holds a pointer on one path
; and a double on the other, so the marshaler could not tell whether to follow it. A
; compile error at the call site with file:line, the reason and the line of the
; conflicting store.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: app.c:9:3: in function main {{.*}}: cormi: argument 1 of U_get: is a union whose active member cannot be known: the pointer at byte 8 overlaps non-pointer data (double stored in main:7); say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h after the struct's definition, or keep pointers and other data in separate fields (the object (malloc) allocated at main:6)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @U_get(ptr %self, ptr %v) {
  ret i64 0
}

define i64 @main(i64 %r, i1 %c) !dbg !10 {
entry:
  %v = call ptr @malloc(i64 16), !dbg !13
  %f = getelementptr i8, ptr %v, i64 8
  br i1 %c, label %ptr, label %dbl
ptr:
  %n = call ptr @malloc(i64 8)
  store ptr %n, ptr %f
  br label %call
dbl:
  store double 2.5, ptr %f, !dbg !14
  br label %call
call:
  %x = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @U_get, ptr %v), !dbg !11
  ret i64 %x
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
!13 = !DILocation(line: 6, column: 3, scope: !10)
!14 = !DILocation(line: 7, column: 3, scope: !10)
