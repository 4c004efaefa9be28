; Globals whose size a marshaler asks at run time (string literals of different lengths
; through one pointer) are noted with their sizes by the registration constructor,
; before main (pass/src/codegen/notes.rs).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define internal void @__cormi_register()
; CHECK:         call i32 @cormi_register_sites(
; CHECK-NEXT:    call void @cormi_extent_note(ptr @.a, i64 2)
; CHECK-NEXT:    call void @cormi_extent_note(ptr @.b, i64 6)
; CHECK-NEXT:    ret void

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
@.a = private constant [2 x i8] c"a\00"
@.b = private constant [6 x i8] c"three\00"

define i64 @A_len(ptr %self, ptr %s) {
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

define i64 @main(i64 %r, i1 %long) {
  %s = select i1 %long, ptr @.b, ptr @.a
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %s)
  ret i64 %n
}
