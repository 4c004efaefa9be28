; Deallocators are ways out named by their callee (free, the runtime's cormi_free,
; C++ delete), not external calls.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-module-scan>' -disable-output %s | FileCheck %s

; CHECK:       leak free(free) @f #1
; CHECK-NEXT:  leak free(cormi_free) @f #2
; CHECK-NEXT:  leak free(_ZdlPv) @f #3
; CHECK-NOT:   external(free)
; CHECK-NOT:   external(cormi_free)
; CHECK-NOT:   external(_ZdlPv)

declare ptr @malloc(i64)
declare void @free(ptr)
declare void @cormi_free(ptr)
declare void @_ZdlPv(ptr)

define void @f() {
  %a = call ptr @malloc(i64 16)
  call void @free(ptr %a)
  call void @cormi_free(ptr %a)
  call void @_ZdlPv(ptr %a)
  ret void
}
