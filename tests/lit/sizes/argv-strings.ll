; argv[i]: argv's strings are noted by the runtime before main (size source
; "startup"), so one can be sent as its bytes (before: "cannot be copied"). They are one
; object to the analysis (offset *), so the pointer may be a string's start or inside it
; (`argv[1] + 2`): the sender finds the string containing it by its address, as for any
; pointer of a run-time offset (before: a start, and an interior pointer stopped the
; sender at run time).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0 interior +offset
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1: bytes (lib:argv-strings) allocated in main (size at run time) | sizes obj#3=startup
; REMARK: remark: {{.*}}object sizes for A_len: bytes (lib:argv-strings) allocated in main (size at run time): run-time extent (startup)
; REMARK: remark: {{.*}}argument 1 of A_len travels as (object, offset): {{.*}} the pointer at an offset found at run time (a small integer on the wire: LEB128, one byte below 128); it may point into (lib:argv-strings) allocated in main, one object to the analysis, found by its address

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
define i64 @A_len(ptr %self, ptr %s) {
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

define i32 @main(i32 %argc, ptr %argv) {
  %r = zext i32 %argc to i64
  %p = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %p
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %s)
  %t = trunc i64 %n to i32
  ret i32 %t
}
