; What each argument and the result are: scalars, a struct passed by value (its bytes,
; byval size), a pointer graph; a void method's result is none. Sites are shown in
; caller and ordinal order; a site with no graph has no nodes.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main#0 -> V_mix
; CHECK-NEXT:    arg1 scalar
; CHECK-NEXT:    arg2 struct byval size=56 ptr=[]
; CHECK-NEXT:    arg3 scalar
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:  shapes main#1 -> V_set
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret none
; CHECK-NEXT:    node0 struct size=8 alloc=malloc ptr=[] null=[]: struct of 8 bytes (malloc) allocated in main | sizes obj#5=static
; CHECK-NOT:   {{.}}

%struct.Big = type { [6 x double], i64 }

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define double @V_mix(ptr %self, i32 %n, ptr byval(%struct.Big) align 8 %b, double %x) {
  ret double 0.0
}

define void @V_set(ptr %self, ptr %cell) {
  ret void
}

define double @main(i64 %r, ptr %big) {
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @V_mix, i32 3, ptr byval(%struct.Big) align 8 %big, double 1.5)
  %cell = call ptr @malloc(i64 8)
  store i64 1, ptr %cell
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @V_set, ptr %cell)
  ret double %s
}
