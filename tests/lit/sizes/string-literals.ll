; One pointer that may hold string literals of different lengths: bytes whose number is
; the literal's size, noted by generated code at start-up (size source "noted"). (Before:
; "different shapes ... need a type tag".)
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1: bytes (global) allocated in .a (size at run time) | sizes obj#2=noted obj#3=noted
; CHECK-NEXT:    merged {obj#2, obj#3}
; REMARK: remark: {{.*}}object sizes for A_len: bytes (global) allocated in .a (size at run time): run-time extent (noted)

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
