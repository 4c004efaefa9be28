; A struct returned in registers that holds a pointer (a slice {uint8_t *ptr; size_t
; len;} as clang returns it: { ptr, i64 }) is a struct value: its 16 bytes, then the
; graph of the member at byte 0 (what the method returns in the aggregate).

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_slice
; CHECK-NEXT:    arg1 scalar
; CHECK-NEXT:    ret struct aggregate size=16 ptr=[0->node0]
; CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[] null=[]: struct of 16 bytes (malloc) allocated in A_slice

; REMARK: the result of A_slice is a struct value in registers of 16 bytes, sent as its bytes and a graph per pointer member (bytes 0)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define { ptr, i64 } @A_slice(ptr %self, i64 %n) {
  %buf = call ptr @malloc(i64 16)
  store i64 %n, ptr %buf
  %a = insertvalue { ptr, i64 } undef, ptr %buf, 0
  %b = insertvalue { ptr, i64 } %a, i64 %n, 1
  ret { ptr, i64 } %b
}

define i64 @main(i64 %r) {
  %s = call { ptr, i64 } (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_slice, i64 16)
  %p = extractvalue { ptr, i64 } %s, 0
  %v = load i64, ptr %p
  ret i64 %v
}
