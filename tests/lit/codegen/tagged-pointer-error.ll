; A tagged pointer: main stores `(uintptr_t)l | 1` in an integer field, and the remote
; method masks the bit off and dereferences. The field travels as its bytes (it is no
; pointer field), so the receiver would follow the sender's address. Since the program
; turns an integer carrying that object back into a pointer (tagptr.c:9), the call site
; is a compile error naming the field and the inttoptr.

; RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %s 2>&1 | FileCheck %s

; CHECK: error: tagptr.c:16:10: in function main {{.*}}: cormi: argument 1 of S_tag: the integer at byte 0 of the object (malloc) allocated at main:14 holds a pointer converted to an integer, which is turned back into a pointer at tagptr.c:9:5 (in S_tag); cormi cannot send such pointers: keep them as pointers

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare i64 @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @S_tag(ptr %self, ptr %h) !dbg !20 {
  %p = load i64, ptr %h
  %m = and i64 %p, -2
  %l = inttoptr i64 %m to ptr, !dbg !21
  %v = load i64, ptr %l
  ret i64 %v
}

define i64 @main(i64 %r) !dbg !10 {
  %l = call ptr @malloc(i64 8), !dbg !13
  store i64 40, ptr %l
  %h = call ptr @malloc(i64 16), !dbg !14
  %i = ptrtoint ptr %l to i64
  %t = or i64 %i, 1
  store i64 %t, ptr %h
  %x = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @S_tag, ptr %h), !dbg !11
  ret i64 %x
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "tagptr.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !12, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 16, column: 10, scope: !10)
!12 = !DISubroutineType(types: !{})
!13 = !DILocation(line: 13, column: 3, scope: !10)
!14 = !DILocation(line: 14, column: 3, scope: !10)
!20 = distinct !DISubprogram(name: "S_tag", scope: !1, file: !1, line: 8, type: !12, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 9, column: 5, scope: !20)
