; A strdup string: its size is the block's extent, recorded by the runtime's malloc
; (glibc's strdup allocates through it): bytes, size source "heap".
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1: bytes (strdup) allocated in main (size at run time) | sizes obj#3=heap
; REMARK: remark: {{.*}}object sizes for A_len: bytes (strdup) allocated in main (size at run time): run-time extent (heap)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
@.str = private constant [6 x i8] c"hello\00"
declare ptr @strdup(ptr)

define i64 @A_len(ptr %self, ptr %s) {
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

define i64 @main(i64 %r) {
  %s = call ptr @strdup(ptr @.str)
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %s)
  ret i64 %n
}
