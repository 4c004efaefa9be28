; argv itself (char **) sent whole: a NULL-terminated array of pointers to argv's strings
; whose extent the runtime noted before main (size source "startup"), sent as an array
; of strings counted from that extent (before: "the layout of the object (lib:argv) ...
; is not known field by field (it is indexed with a variable or cast)", a reason that
; did not say what to do).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_count
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=8 ptr->node2: array of pointers (lib:argv) allocated in main | sizes obj#2=startup
; CHECK-NEXT:    node1 array elem=1: bytes (lib:argv-strings) allocated in main (size at run time) | sizes obj#3=startup
; CHECK-NEXT:    node2 interior +offset ->node1: the elements of the array of pointers (lib:argv)
; REMARK: remark: {{.*}}object sizes for A_count: array of pointers (lib:argv) allocated in main: run-time extent (startup)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
define i64 @A_count(ptr %self, ptr %v) {
  %p = getelementptr ptr, ptr %v, i64 1
  %s = load ptr, ptr %p
  %c = load i8, ptr %s
  %n = zext i8 %c to i64
  ret i64 %n
}

define i32 @main(i32 %argc, ptr %argv) {
  %r = zext i32 %argc to i64
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_count, ptr %argv)
  %t = trunc i64 %n to i32
  ret i32 %t
}
