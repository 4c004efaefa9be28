; print<cormi-callsites> lists every remote call site (invoke and create) with its
; stable id, enclosing function, ordinal among the intrinsic calls of that function,
; remote method, source location (from !dbg), return and argument types; then every
; remote method. Sites are sorted by (function, ordinal), methods by name.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: cormi-callsites: sites=3 methods=3 build-id=0x{{[0-9a-f]+}}
; CHECK-NEXT: site 0x{{[0-9a-f]+}} create in @main #0 calls @Acc_new at app.c:7:3
; CHECK-NEXT:   ret i64
; CHECK-NEXT:   arg 1 i32
; CHECK-NEXT: site 0x{{[0-9a-f]+}} invoke in @main #1 calls @Acc_get at app.c:8:5
; CHECK-NEXT:   ret i32
; CHECK-NEXT:   arg 1 ptr
; CHECK-NEXT: site 0x{{[0-9a-f]+}} invoke in @worker #0 calls @Acc_ping
; CHECK-NEXT:   ret void
; CHECK-NEXT: method @Acc_get invoked
; CHECK-NEXT: method @Acc_new created
; CHECK-NEXT: method @Acc_ping invoked
; CHECK-NOT: {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)

define ptr @Acc_new(i32 %v) {
  ret ptr null
}

define i32 @Acc_get(ptr %self, ptr %key) {
  ret i32 0
}

define void @Acc_ping(ptr %self) {
  ret void
}

define void @worker(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}

define i32 @main(ptr %key) !dbg !10 {
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Acc_new, i32 5), !dbg !11
  call void @worker(i64 %r)
  %v = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_get, ptr %key), !dbg !13
  ret i32 %v
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
!13 = !DILocation(line: 8, column: 5, scope: !10)
