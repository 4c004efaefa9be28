; strtol stores a pointer into its string through the end pointer; strtok
; returns pointers into the strings it was given earlier (hidden state).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare i64 @strtol(ptr, ptr, i32)
declare ptr @strtok(ptr, ptr)

@sep = constant [2 x i8] c",\00"

define void @f() {
  %s = call ptr @malloc(i64 16)
  %t = call ptr @malloc(i64 16)
  %end = alloca ptr
  %v = call i64 @strtol(ptr %s, ptr %end, i32 10)
  %e = load ptr, ptr %end
  %tok1 = call ptr @strtok(ptr %t, ptr @sep)
  %tok2 = call ptr @strtok(ptr null, ptr @sep)
  ret void
}

; CHECK-LABEL: fn @f
; CHECK:   %e -> {obj#2+*}
; CHECK-NEXT:   %tok1 -> {obj#3+*}
; CHECK-NEXT:   %tok2 -> {obj#3+*}
