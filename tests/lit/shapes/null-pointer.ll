; A pointer argument that is always NULL at the call: a null node (nothing is sent but
; the null tag).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> P_isnull
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 null: always null | sizes
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)

define i32 @P_isnull(ptr %self, ptr %p) {
  ret i32 1
}

define i32 @main(i64 %r) {
  %v = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_isnull, ptr null)
  ret i32 %v
}
