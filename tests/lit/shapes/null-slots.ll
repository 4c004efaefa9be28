; A field the program reads as a pointer that never holds one at the call (next is
; always NULL here, but the method follows it): no pointer field, a null slot at +8
; (the receiver writes NULL there instead of bytes from the message).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> H_next
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[] null=[8]: struct of 16 bytes (malloc) allocated in main | sizes obj#1=static
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @H_next(ptr %self, ptr %h) {
  %at = getelementptr i8, ptr %h, i64 8
  %next = load ptr, ptr %at
  %v = load i64, ptr %next
  ret i64 %v
}

define i64 @main(i64 %r) {
  %h = call ptr @malloc(i64 16)
  store i64 1, ptr %h
  %at = getelementptr i8, ptr %h, i64 8
  store ptr null, ptr %at
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @H_next, ptr %h)
  ret i64 %s
}
