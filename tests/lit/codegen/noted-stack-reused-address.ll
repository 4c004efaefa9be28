; Two stack objects of one function noted for their sizes (variable-length arrays of a
; loop body) may take an address the other had in an earlier iteration (after
; llvm.stackrestore): noting one at an address clears the other's last-note slot when it
; holds that address, so the other's next forget cannot drop the new note (before: the
; rows of the second iteration forgot the data array noted where they had been, and the
; sender stopped: "the pointer lies in no object the runtime knows").

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define double @main(i64 %r, i64 %n)
; CHECK:         %a = alloca double, i64 %n
; CHECK:         call void @cormi_extent_note(ptr %a, i64 %{{.*}})
; CHECK-NEXT:    store ptr %a, ptr %[[SA:cormi.noted[0-9]*]]
; CHECK-NEXT:    %[[C1:claim[0-9]*]] = load ptr, ptr %[[SB:cormi.noted[0-9]*]]
; CHECK-NEXT:    %[[S1:same[0-9]*]] = icmp eq ptr %[[C1]], %a
; CHECK-NEXT:    %[[K1:kept[0-9]*]] = select i1 %[[S1]], ptr null, ptr %[[C1]]
; CHECK-NEXT:    store ptr %[[K1]], ptr %[[SB]]
; CHECK:         %b = alloca ptr, i64 %n
; CHECK:         call void @cormi_extent_note(ptr %b, i64 %{{.*}})
; CHECK-NEXT:    store ptr %b, ptr %[[SB]]
; CHECK-NEXT:    %[[C2:claim[0-9]*]] = load ptr, ptr %[[SA]]
; CHECK-NEXT:    %[[S2:same[0-9]*]] = icmp eq ptr %[[C2]], %b
; CHECK-NEXT:    %[[K2:kept[0-9]*]] = select i1 %[[S2]], ptr null, ptr %[[C2]]
; CHECK-NEXT:    store ptr %[[K2]], ptr %[[SA]]

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

define double @A_sum(ptr %self, ptr %rows) {
  %p = load ptr, ptr %rows
  %v = load double, ptr %p
  ret double %v
}

define double @main(i64 %r, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %j, %loop ]
  %t = phi double [ 0.0, %entry ], [ %u, %loop ]
  %sp = call ptr @llvm.stacksave.p0()
  %a = alloca double, i64 %n
  store double 1.0, ptr %a
  %b = alloca ptr, i64 %n
  store ptr %a, ptr %b
  %s = call double (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_sum, ptr %b)
  %u = fadd double %t, %s
  call void @llvm.stackrestore.p0(ptr %sp)
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, 3
  br i1 %c, label %loop, label %done
done:
  ret double %u
}
