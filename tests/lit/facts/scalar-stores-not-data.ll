; Stores that are not scalar data: all-zero bytes (a null pointer is zero too), a copy
; of a loaded value, a ptrtoint, a pointer. Only the store of 7 is listed.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK:       scalar-store (1) malloc @f +24 size=4: i32 stored in f

declare ptr @malloc(i64)

define void @f(ptr %other) {
  %node = call ptr @malloc(i64 32)
  store i64 0, ptr %node
  %b = getelementptr i8, ptr %node, i64 8
  %copy = load i64, ptr %other
  store i64 %copy, ptr %b
  %c = getelementptr i8, ptr %node, i64 16
  %addr = ptrtoint ptr %node to i64
  store i64 %addr, ptr %c
  %d = getelementptr i8, ptr %node, i64 24
  store i32 7, ptr %d
  ret void
}
