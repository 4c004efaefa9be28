; A struct from malloc(sizeof) has one static size: sent with it, nothing asked at run
; time (size source "static").
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_get
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[] null=[]: struct of 16 bytes (malloc) allocated in main | sizes obj#2=static
; REMARK: remark: {{.*}}object sizes for A_get: struct of 16 bytes (malloc) allocated in main: static

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define double @A_get(ptr %self, ptr %p) {
  %v = load double, ptr %p
  ret double %v
}

define double @main(i64 %r) {
  %p = call ptr @malloc(i64 16)
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_get, ptr %p)
  ret double %s
}
