; An allocation wrapper (xmalloc) called for a 16-byte node and for a string of a
; run-time length: each call is an allocation site of its own, so the node keeps its
; static size and pointer field and the string is bytes of its run-time extent (size
; source "heap"); neither takes the other's layout.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[0->node1] null=[]: struct of 16 bytes (malloc) allocated in main | sizes obj#5=static
; CHECK-NEXT:    node1 array elem=1: bytes (malloc) allocated in main (size at run time) | sizes obj#6=heap
; REMARK: remark: {{.*}}object sizes for A_len: struct of 16 bytes (malloc) allocated in main: static; bytes (malloc) allocated in main (size at run time): run-time extent (heap)

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
