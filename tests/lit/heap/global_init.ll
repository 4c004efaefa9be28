; Global initializers: pointers inside constant structs and arrays land in the
; global's fields at their byte offsets (constant GEP expressions included);
; declared globals other than the standard streams and `environ` hold unknown content,
; the standard streams point to a library FILE object, `environ` to the environment
; vector (main's envp: an array of pointers to the environment strings).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

%struct.Pair = type { ptr, i32, ptr }

@a = global i32 0
@b = global [4 x i32] zeroinitializer
@p = global %struct.Pair { ptr @a, i32 7, ptr getelementptr (i8, ptr @b, i64 8) }
@stderr = external global ptr
@environ = external global ptr
@optarg = external global ptr

define void @f() {
  %e = load ptr, ptr @stderr
  %v = load ptr, ptr @environ
  %o = load ptr, ptr @optarg
  ret void
}

; CHECK: obj#1 (1,1) global @a size=4
; CHECK-NEXT: obj#2 (2,2) global @b size=16
; CHECK-NEXT: obj#3 (3,3) global @p size=24
; CHECK-NEXT:   +0 -> {obj#1+0}
; CHECK-NEXT:   +16 -> {obj#2+8}
; CHECK-NEXT: obj#4 (4,4) global @stderr size=8 collapsed
; CHECK-NEXT:   +* -> {obj#7+*}
; CHECK-NEXT: obj#5 (5,5) global @environ size=8
; CHECK-NEXT:   +0 -> {obj#9+0}
; CHECK: obj#7 (7,7) lib:extern:stderr @stderr collapsed
; CHECK-NEXT:   +* -> {obj#8+*}
; CHECK: obj#9 (9,9) lib:envp @main elem=8
; CHECK-NEXT:   +0 -> {obj#10+*}
; CHECK-NEXT: obj#10 (10,10) lib:envp-strings @main collapsed
; CHECK-LABEL: fn @f
; CHECK-NEXT:   %e -> {obj#7+*}
; CHECK-NEXT:   %v -> {obj#9+0}
; CHECK-NEXT:   %o -> {unknown}
