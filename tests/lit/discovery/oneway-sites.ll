; A method marked one-way (cormi.h's CORMI_ONEWAY: annotate "cormi_oneway") is a remote
; method even if no call site names it, and every invoke site of it is one-way; sites of
; other methods are not.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-callsites>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: cormi-callsites: sites=2 methods=3
; CHECK:       site {{0x[0-9a-f]+}} invoke in @main #0 calls @Log_add oneway
; CHECK:       site {{0x[0-9a-f]+}} invoke in @main #1 calls @Log_size{{$}}
; CHECK:       method @Log_add invoked oneway
; CHECK-NEXT:  method @Log_flush oneway
; CHECK-NEXT:  method @Log_size invoked{{$}}
; CHECK-NOT:   method

@.oneway = private unnamed_addr constant [13 x i8] c"cormi_oneway\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr @Log_add, ptr @.oneway, ptr null, i32 3, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr @Log_flush, ptr @.oneway, ptr null, i32 4, ptr null }
], section "llvm.metadata"

declare void @__cormi_invoke(i64, ptr, ...)

define void @Log_add(ptr %self, i32 %v) {
  ret void
}

define void @Log_flush(ptr %self) {
  ret void
}

define i32 @Log_size(ptr %self) {
  ret i32 0
}

define i32 @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Log_add, i32 1)
  %n = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Log_size)
  ret i32 %n
}
