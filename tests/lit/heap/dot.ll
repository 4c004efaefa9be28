; cormi-heap-dot: one digraph per remote call site with the heap reachable
; from its arguments (paper figure 2): record nodes with a port per pointer
; field, edges from arguments and fields labelled with the target offset.
; Graphs are named by discovery's stable call-site id; with dir=D they go to
; files D/<id>.dot.
; RUN: opt -load-pass-plugin=%cormi -passes='cormi-heap-dot' -disable-output %s | FileCheck %s
; RUN: rm -rf %t.dir && mkdir %t.dir
; RUN: opt -load-pass-plugin=%cormi -passes='cormi-heap-dot<dir=%t.dir>' -disable-output %s | FileCheck %s --check-prefix=FILES
; RUN: cat %t.dir/0x*.dot | FileCheck %s

%struct.Foo = type { ptr, ptr }

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @Foo_set(ptr %self, ptr %foo) {
  ret void
}

define void @main(i64 %r) {
  %foo = call ptr @malloc(i64 16)
  %bar = call ptr @malloc(i64 8)
  %arr = call ptr @malloc(i64 24)
  store ptr %bar, ptr %foo
  %fa = getelementptr %struct.Foo, ptr %foo, i32 0, i32 1
  store ptr %arr, ptr %fa
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Foo_set, ptr %foo)
  ret void
}

; CHECK: digraph "[[ID:0x[0-9a-f]{16}]]" {
; CHECK-NEXT:   label="[[ID]] main#0 -> Foo_set line 0";
; CHECK-NEXT:   node [shape=record];
; CHECK-NEXT:   arg1 [shape=plaintext,label="arg1"];
; CHECK-NEXT:   arg1 -> o1 [label="+0"];
; CHECK-NEXT:   o1 [label="{obj#1 (1,1) malloc @main size=16|<f0> +0|<f8> +8}"];
; CHECK-NEXT:   o2 [label="{obj#2 (2,2) malloc @main size=8}"];
; CHECK-NEXT:   o3 [label="{obj#3 (3,3) malloc @main size=24}"];
; CHECK-NEXT:   o1:f0 -> o2 [label="+0"];
; CHECK-NEXT:   o1:f8 -> o3 [label="+0"];
; CHECK-NEXT: }

; FILES: wrote {{.*}}/0x{{[0-9a-f]+}}.dot
