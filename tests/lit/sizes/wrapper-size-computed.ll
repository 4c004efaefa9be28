; A helper that allocates a size it computes from its parameter (malloc(n + 1) for a
; copy of a string) and writes into the block: each call is an allocation site whose
; size is known at run time (size source "heap").
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1: bytes (malloc) allocated in main (size at run time) | sizes obj#4=heap
; REMARK: remark: {{.*}}object sizes for A_len: bytes (malloc) allocated in main (size at run time): run-time extent (heap)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define internal ptr @copy_string(ptr %s, i64 %n) {
  %n1 = add i64 %n, 1
  %out = call ptr @malloc(i64 %n1)
  call void @llvm.memcpy.p0.p0.i64(ptr %out, ptr %s, i64 %n, i1 false)
  %end = getelementptr i8, ptr %out, i64 %n
  store i8 0, ptr %end
  ret ptr %out
}

define i64 @A_len(ptr %self, ptr %s) {
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

@.text = private constant [12 x i8] c"hello world\00"

define i64 @main(i64 %r, i64 %len) {
  %s = call ptr @copy_string(ptr @.text, i64 %len)
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %s)
  ret i64 %n
}
