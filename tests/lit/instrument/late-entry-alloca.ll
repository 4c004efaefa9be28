; An entry-block alloca that follows other instructions is registered after itself,
; not at the end of the leading allocas (which would use it before its definition).
; RUN: opt -load-pass-plugin=%cormi -passes=cormi-instrument-pts -S %s 2>/dev/null | FileCheck %s

declare void @use(ptr)

; CHECK-LABEL: define i32 @main(
; CHECK:       call void @use(ptr null)
; CHECK-NEXT:  %a = alloca i32
; CHECK-NEXT:  call void @__cormi_pts_alloc({{.*}}%a
; CHECK:       call void @use(ptr %a)
define i32 @main() {
  call void @use(ptr null)
  %a = alloca i32
  call void @use(ptr %a)
  ret i32 0
}
