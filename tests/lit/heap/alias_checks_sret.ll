; An assertion declared returning a large struct is called with an sret
; pointer first: a and b are the arguments after it.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %s | FileCheck %s --match-full-lines

%struct.big = type { [8 x i64] }
@x = global i32 0
@y = global i32 0

declare void @MAYALIAS(ptr sret(%struct.big), ptr, ptr)
declare void @NOALIAS(ptr sret(%struct.big), ptr, ptr)

define void @f() {
  %tmp = alloca %struct.big
  call void @MAYALIAS(ptr sret(%struct.big) %tmp, ptr @x, ptr @x)
  call void @NOALIAS(ptr sret(%struct.big) %tmp, ptr @x, ptr @y)
  ret void
}

; CHECK: check 0 MAYALIAS ok MustAlias
; CHECK-NEXT: check 0 NOALIAS ok NoAlias
; CHECK-NEXT: check-summary total=2 ok=2 fail=0
