; A record with scalar fields and a pointer to another record (struct Line { int id;
; double len; struct Point *from; } with struct Point { double x, y; }): two struct
; nodes, the pointer field at +16 leading to the 16-byte one; the scalar fields travel
; as the struct's bytes.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> R_len
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=24 alloc=malloc ptr=[16->node1] null=[]: struct of 24 bytes (malloc) allocated in main | sizes obj#1=static
; CHECK-NEXT:    node1 struct size=16 alloc=malloc ptr=[] null=[]: struct of 16 bytes (malloc) allocated in main | sizes obj#2=static
; CHECK-NOT:   {{.}}

%struct.Line = type { i32, double, ptr }
%struct.Point = type { double, double }

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define double @R_len(ptr %self, ptr %line) {
  ret double 0.0
}

define double @main(i64 %r) {
  %line = call ptr @malloc(i64 24)
  %from = call ptr @malloc(i64 16)
  store double 1.0, ptr %from
  %y = getelementptr inbounds %struct.Point, ptr %from, i32 0, i32 1
  store double 2.0, ptr %y
  store i32 7, ptr %line
  %len = getelementptr inbounds %struct.Line, ptr %line, i32 0, i32 1
  store double 3.0, ptr %len
  %fp = getelementptr inbounds %struct.Line, ptr %line, i32 0, i32 2
  store ptr %from, ptr %fp
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @R_len, ptr %line)
  ret double %s
}
