; A getline buffer (allocated by glibc through the runtime's malloc, stored through the
; first argument): bytes, size source "heap"; glibc's inline getline calls __getdelim.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1: bytes (__getdelim) allocated in main (size at run time) | sizes obj#6=heap
; REMARK: remark: {{.*}}object sizes for A_len: bytes (__getdelim) allocated in main (size at run time): run-time extent (heap)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare i64 @__getdelim(ptr, ptr, i32, ptr)

define i64 @A_len(ptr %self, ptr %s) {
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

define i64 @main(i64 %r, ptr %f) {
  %buf = alloca ptr
  %cap = alloca i64
  store ptr null, ptr %buf
  %got = call i64 @__getdelim(ptr %buf, ptr %cap, i32 10, ptr %f)
  %line = load ptr, ptr %buf
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %line)
  ret i64 %n
}
