; A call of an allocation wrapper (xmalloc: returns what malloc returned, only tested
; for null in between) is an allocation site of its own: the node and the string made
; through it are two objects (obj#5, obj#6) with their own sizes and fields, not the
; wrapper's one malloc object (obj#4), which only holds what the wrapper itself sees.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

; CHECK:      obj#4 (4,4) malloc @xmalloc{{$}}
; CHECK-NEXT: obj#5 (5,5) malloc @main size=16{{$}}
; CHECK-NEXT:   +0 -> {obj#6+0}
; CHECK-NEXT: obj#6 (6,6) malloc @main{{$}}

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @abort()

; void *xmalloc(size_t n) { void *p = malloc(n); if (!p) abort(); return p; }
define internal ptr @xmalloc(i64 %n) {
  %n.addr = alloca i64
  %p = alloca ptr
  store i64 %n, ptr %n.addr
  %v0 = load i64, ptr %n.addr
  %call = call ptr @malloc(i64 %v0)
  store ptr %call, ptr %p
  %v1 = load ptr, ptr %p
  %bad = icmp eq ptr %v1, null
  br i1 %bad, label %fail, label %ok
fail:
  call void @abort()
  unreachable
ok:
  %v2 = load ptr, ptr %p
  ret ptr %v2
}

define i64 @A_len(ptr %self, ptr %node) {
  %s = load ptr, ptr %node
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

define i64 @main(i64 %r, i64 %len) {
  %node = call ptr @xmalloc(i64 16)
  %str = call ptr @xmalloc(i64 %len)
  store i8 65, ptr %str
  store ptr %str, ptr %node
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %node)
  ret i64 %n
}
