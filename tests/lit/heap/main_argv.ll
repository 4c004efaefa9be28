; main's argv and envp point to arrays made by the C runtime, whose elements
; point to strings: objects of their own, not the unknown object. Both are arrays of
; pointers (element 8 bytes, smashed as a malloc'd array's), so argv can be sent whole.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

define i32 @main(i32 %argc, ptr %argv, ptr %envp) {
  %a1 = getelementptr ptr, ptr %argv, i64 1
  %s = load ptr, ptr %a1
  ret i32 0
}

; CHECK: obj#1 (1,1) lib:argv @main elem=8
; CHECK-NEXT:   +0 -> {obj#2+*}
; CHECK-NEXT: obj#2 (2,2) lib:argv-strings @main collapsed
; CHECK-NEXT: obj#3 (3,3) lib:envp @main elem=8
; CHECK-NEXT:   +0 -> {obj#4+*}
; CHECK-LABEL: fn @main
; CHECK-NEXT:   %argv -> {obj#1+0}
; CHECK-NEXT:   %envp -> {obj#3+0}
; CHECK-NEXT:   %a1 -> {obj#1+0}
; CHECK-NEXT:   %s -> {obj#2+*}
