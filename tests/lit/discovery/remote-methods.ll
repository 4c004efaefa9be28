; The remote method list holds every method invoked remotely, every constructor
; created remotely, and every function annotated "cormi_remote" (cormi.h's
; CORMI_REMOTE) in llvm.global.annotations, even if no call site names it. Other
; annotations are ignored.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: cormi-callsites: sites=2 methods=3
; CHECK:      method @Srv_get invoked annotated
; CHECK-NEXT: method @Srv_new created
; CHECK-NEXT: method @Srv_stats annotated
; CHECK-NOT: method

@.cormi = private unnamed_addr constant [13 x i8] c"cormi_remote\00", section "llvm.metadata"
@.other = private unnamed_addr constant [6 x i8] c"other\00", section "llvm.metadata"
@llvm.global.annotations = appending global [3 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @Srv_get, ptr @.cormi, ptr null, i32 3, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @Srv_stats, ptr @.cormi, ptr null, i32 4, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @Srv_local, ptr @.other, ptr null, i32 5, ptr null }
], section "llvm.metadata"

declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__cormi_create(i32, ptr, ...)

define ptr @Srv_new() {
  ret ptr null
}

define i32 @Srv_get(ptr %self) {
  ret i32 0
}

define i32 @Srv_stats(ptr %self) {
  ret i32 0
}

define void @Srv_local(ptr %self) {
  ret void
}

define i32 @main() {
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @Srv_new)
  %v = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Srv_get)
  ret i32 %v
}
