; A pair whose two fields point to the same object (a DAG): both fields lead to one
; shape node for the shared child.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> D_same
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[0->node1, 8->node1] null=[]: struct of 16 bytes (malloc) allocated in main | sizes obj#1=static
; CHECK-NEXT:    node1 struct size=8 alloc=malloc ptr=[] null=[]: struct of 8 bytes (malloc) allocated in main | sizes obj#2=static
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @D_same(ptr %self, ptr %pair) {
  ret i64 0
}

define i64 @main(i64 %r) {
  %pair = call ptr @malloc(i64 16)
  %shared = call ptr @malloc(i64 8)
  store i64 42, ptr %shared
  store ptr %shared, ptr %pair
  %second = getelementptr i8, ptr %pair, i64 8
  store ptr %shared, ptr %second
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @D_same, ptr %pair)
  ret i64 %s
}
