; fopen gets one opaque (collapsed) object per call site, whose pointers point
; to an "internals" object (a FILE's buffers): two FILEs from two fopen calls do
; not alias and nothing escapes. getenv returns the environment strings (also when
; main takes no envp), __errno_location the one errno object: each library object
; as glibc keeps it, not one shared "library-storage" object.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @fopen(ptr, ptr)
declare ptr @getenv(ptr)
declare ptr @__errno_location()

@name = constant [2 x i8] c"x\00"

define void @f() {
  %f1 = call ptr @fopen(ptr @name, ptr @name)
  %f2 = call ptr @fopen(ptr @name, ptr @name)
  %e = call ptr @getenv(ptr @name)
  %err = call ptr @__errno_location()
  ret void
}

; CHECK: obj#2 (2,2) lib:fopen @f collapsed
; CHECK-NEXT:   +* -> {obj#3+*}
; CHECK-NEXT: obj#3 (3,3) lib:fopen-internals @f collapsed
; CHECK-NEXT: obj#4 (4,4) lib:fopen @f collapsed
; CHECK-NEXT:   +* -> {obj#5+*}
; CHECK-NEXT: obj#5 (5,5) lib:fopen-internals @f collapsed
; CHECK-NEXT: obj#6 (6,6) lib:envp-strings @main collapsed
; CHECK-NEXT: obj#7 (7,7) lib:errno size=4
; CHECK-LABEL: fn @f
; CHECK-NEXT:   %f1 -> {obj#2+*}
; CHECK-NEXT:   %f2 -> {obj#4+*}
; CHECK-NEXT:   %e -> {obj#6+*}
; CHECK-NEXT:   %err -> {obj#7+0}
