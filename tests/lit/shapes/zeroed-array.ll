; An array of 8-byte scalars whose elements the program reads as pointers (always NULL
; at the call): the scalar-array node is zeroed on arrival instead of taking the bytes.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> Z_first
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=8 zeroed: array of 8-byte scalars (cormi_alloc_array) allocated in main | sizes obj#1=heap
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_array(i64, i64)

define i64 @Z_first(ptr %self, ptr %a) {
  %p = load ptr, ptr %a
  %v = load i64, ptr %p
  ret i64 %v
}

define i64 @main(i64 %r) {
  %a = call ptr @cormi_alloc_array(i64 8, i64 4)
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Z_first, ptr %a)
  ret i64 %s
}
