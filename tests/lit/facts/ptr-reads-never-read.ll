; A field that holds a pointer but is never loaded as one is no pointer read, nor is a
; field loaded as an integer: only the loaded pointer field is listed.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-ptr-reads>' -disable-output %s | FileCheck %s --implicit-check-not=ptr-read

; CHECK:       ptr-read (1) malloc @f +0 explained

declare ptr @malloc(i64)

define i32 @f() {
  %node = call ptr @malloc(i64 24)
  %a = call ptr @malloc(i64 8)
  %b = call ptr @malloc(i64 8)
  store ptr %a, ptr %node
  %second = getelementptr i8, ptr %node, i64 8
  store ptr %b, ptr %second
  %count = getelementptr i8, ptr %node, i64 16
  store i32 3, ptr %count
  %first = load ptr, ptr %node
  %n = load i32, ptr %count
  ret i32 %n
}
