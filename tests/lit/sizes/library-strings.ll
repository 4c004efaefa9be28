; Library strings (strerror's messages, ctime's buffer, ...) are one object, not the
; shared "library-storage" object: bytes whose size generated code notes after each
; call that returns one (size source "noted"; before: "cannot be copied").
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1: bytes (lib:library-strings) (size at run time) | sizes obj#{{[0-9]+}}=noted
; REMARK: remark: {{.*}}object sizes for A_len: bytes (lib:library-strings) (size at run time): run-time extent (noted)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @strerror(i32)
declare ptr @ctime(ptr)

define i64 @A_len(ptr %self, ptr %s) {
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

define i64 @main(i64 %r, i32 %e, ptr %t) {
  %m = call ptr @strerror(i32 %e)
  %w = call ptr @ctime(ptr %t)
  %c = icmp eq i32 %e, 0
  %s = select i1 %c, ptr %m, ptr %w
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %s)
  ret i64 %n
}
