; An allocation function whose allocator asks a constant size (`new_node(kind)`:
; calloc(1, sizeof(Node)), the kind stored into it) makes, at each call, an object of
; that static size: sent with it (size source "static"), not asked of the runtime.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s --check-prefix=SHAPE

; CHECK-LABEL: obj#2 (2,2) calloc @new_node size=24{{$}}
; CHECK-NEXT:  obj#3 (3,3) calloc @main size=24{{$}}
; SHAPE-LABEL: shapes main#0 -> A_kind
; SHAPE:         node0 struct size=24 {{.*}}sizes obj#3=static

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @calloc(i64, i64)

; Node *new_node(int kind) { Node *n = calloc(1, sizeof *n); n->kind = kind; return n; }
define internal ptr @new_node(i32 %kind) {
  %n = call ptr @calloc(i64 1, i64 24)
  store i32 %kind, ptr %n
  ret ptr %n
}

define i32 @A_kind(ptr %self, ptr %n) {
  %k = load i32, ptr %n
  ret i32 %k
}

define i32 @main(i64 %r) {
  %n = call ptr @new_node(i32 3)
  %k = call i32 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_kind, ptr %n)
  ret i32 %k
}
