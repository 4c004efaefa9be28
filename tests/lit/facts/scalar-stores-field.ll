; A store of scalar data (a double) into a field is a scalar store of the object's
; allocation site, with its byte range and type; a pointer store into the other field
; is not.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK:       scalar-store (1) malloc @f +8 size=8: double stored in f

declare ptr @malloc(i64)

define void @f() {
  %node = call ptr @malloc(i64 16)
  %child = call ptr @malloc(i64 16)
  store ptr %child, ptr %node
  %value = getelementptr i8, ptr %node, i64 8
  store double 2.5, ptr %value
  ret void
}
