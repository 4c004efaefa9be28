; Library calls that fill objects with data count as scalar stores: the whole string
; strdup returns, the bytes memset sets to a non-zero value (its constant length), and
; the first byte strcpy writes (how far a string reaches is not known). memset to zero
; (a null pointer as much as data) is not data.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK-LABEL: scalar-store (1) global @.str +0 size=6: data in the initializer of .str
; CHECK:       scalar-store (2) strdup @f +0 size=1099511627776: data written by strdup in f
; CHECK:       scalar-store (3) malloc @f +0 size=32: data written by llvm.memset.p0.i64 in f
; CHECK:       scalar-store (5) malloc @f +8 size=1: data written by strcpy in f

@.str = private constant [6 x i8] c"hello\00"

declare ptr @strdup(ptr)
declare ptr @strcpy(ptr, ptr)
declare ptr @malloc(i64)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @f() {
  %s = call ptr @strdup(ptr @.str)
  %blob = call ptr @malloc(i64 32)
  call void @llvm.memset.p0.i64(ptr %blob, i8 120, i64 32, i1 false)
  %zeroed = call ptr @malloc(i64 16)
  call void @llvm.memset.p0.i64(ptr %zeroed, i8 0, i64 16, i1 false)
  %rec = call ptr @malloc(i64 40)
  %name = getelementptr i8, ptr %rec, i64 8
  %r = call ptr @strcpy(ptr %name, ptr @.str)
  ret void
}
