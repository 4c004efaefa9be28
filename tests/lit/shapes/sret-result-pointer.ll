; A struct result returned through memory whose member is a pointer: the pointer member
; (byte 8) roots the graph of what the method stores there (a malloc'ed cell in the
; method), found through the result slot the heap analysis gives the method's sret
; parameter.

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_named
; CHECK-NEXT:    arg1 scalar
; CHECK-NEXT:    ret struct sret size=24 ptr=[8->node0]
; CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[] null=[]: struct of 16 bytes (malloc) allocated in A_named

; REMARK: the result of A_named is a struct returned through memory (sret) of 24 bytes, sent as its bytes and a graph per pointer member (bytes 8)

%struct.Named = type { i64, ptr, double }

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define void @A_named(ptr sret(%struct.Named) align 8 %out, ptr %self, i64 %id) {
  %cell = call ptr @malloc(i64 16)
  store i64 %id, ptr %cell
  store i64 %id, ptr %out
  %p = getelementptr i8, ptr %out, i64 8
  store ptr %cell, ptr %p
  ret void
}

define i64 @main(i64 %r) {
  %tmp = alloca %struct.Named
  call void (ptr, i64, ptr, ...) @__cormi_invoke(ptr sret(%struct.Named) align 8 %tmp, i64 %r, ptr @A_named, i64 5)
  %p = getelementptr i8, ptr %tmp, i64 8
  %cell = load ptr, ptr %p
  %v = load i64, ptr %cell
  ret i64 %v
}
