; String functions: strcpy/strcat/memset/fgets return their first argument
; (same offset); strchr/strstr/memchr return some offset inside it (the object
; any offset: +*); memcpy() the function copies fields like llvm.memcpy; strlen,
; printf, free have no effect (nothing escapes to the unknown object).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @malloc(i64)
declare ptr @strcpy(ptr, ptr)
declare ptr @strcat(ptr, ptr)
declare ptr @memset(ptr, i32, i64)
declare ptr @strchr(ptr, i32)
declare ptr @memcpy(ptr, ptr, i64)
declare i64 @strlen(ptr)
declare i32 @printf(ptr, ...)
declare void @free(ptr)

@.fmt = private constant [4 x i8] c"%s\0A\00"

define void @f(ptr %src) {
  %a = call ptr @malloc(i64 32)
  %b = call ptr @malloc(i64 32)
  %s1 = call ptr @strcpy(ptr %a, ptr %src)
  %s2 = call ptr @strcat(ptr %a, ptr %src)
  %s3 = call ptr @memset(ptr %a, i32 0, i64 32)
  %c = call ptr @strchr(ptr %b, i32 47)
  %p = alloca [2 x ptr]
  %q = alloca [2 x ptr]
  store ptr %a, ptr %p
  %m = call ptr @memcpy(ptr %q, ptr %p, i64 16)
  %l = load ptr, ptr %q
  %n = call i64 @strlen(ptr %a)
  %pr = call i32 (ptr, ...) @printf(ptr @.fmt, ptr %a)
  call void @free(ptr %a)
  ret void
}

; CHECK-LABEL: obj#0 (0,0) unknown collapsed
; CHECK-NEXT:   +* -> {unknown}
; CHECK-NEXT: obj#1
; CHECK: (3,3) malloc @f size=32{{$}}
; CHECK-LABEL: fn @f
; CHECK:   %s1 -> {obj#2+0}
; CHECK-NEXT:   %s2 -> {obj#2+0}
; CHECK-NEXT:   %s3 -> {obj#2+0}
; CHECK-NEXT:   %c -> {obj#3+*}
; CHECK:   %m -> {obj#5+0}
; CHECK-NEXT:   %l -> {obj#2+0}
