; The ADDR tag (0xFFFFFFFE, i32 -2) is tested off the NEW path, before the
; back-reference look-up: its u64 address goes into the slot as those bits when it is
; non-null and in the first or the last page (address + 4096 < 8192, wrapping: below
; 4096 or at least 2^64 - 4096); 0 or any other address is a malformed message (the
; error block), never a pointer the receiver would follow. Same walk in class mode.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define internal ptr @__cormi_unmarshal_1(
; CHECK:       u.tag:
; CHECK-NEXT:    %[[NEW:.*]] = icmp eq i32 %[[TAG:.*]], -1
; CHECK-NEXT:    br i1 %[[NEW]], label %u.new, label %u.notnew
; CHECK:       u.notnew:
; CHECK-NEXT:    %[[ISADDR:.*]] = icmp eq i32 %[[TAG]], -2
; CHECK-NEXT:    br i1 %[[ISADDR]], label %u.addr, label %u.old
; CHECK:       u.addr:
; CHECK-NEXT:    call ptr @cormi_in_read(ptr %0, i64 8)
; CHECK:         %[[A:.*]] = load i64, ptr
; CHECK:         br i1 %{{.*}}, label %u.bad, label %[[OK:.*]]
; CHECK:       u.old:
; CHECK-NEXT:    call ptr @cormi_handles_at(
; CHECK:       [[OK]]:
; CHECK-NEXT:    %[[Z:.*]] = icmp eq i64 %[[A]], 0
; CHECK-NEXT:    %pages = add i64 %[[A]], 4096
; CHECK-NEXT:    %noobject = icmp ult i64 %pages, 8192
; CHECK-NEXT:    %[[OUT:.*]] = xor i1 %noobject, true
; CHECK-NEXT:    %badaddr = or i1 %[[Z]], %[[OUT]]
; CHECK-NEXT:    br i1 %badaddr, label %u.bad, label %[[KEEP:.*]]
; CHECK:       [[KEEP]]:
; CHECK-NEXT:    %sentinel = inttoptr i64 %[[A]] to ptr
; CHECK-NEXT:    store ptr %sentinel, ptr %{{.*}}, align 1
; CHECK-NEXT:    br label %u.loop

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_sum(ptr %self, ptr %l) {
  ret i64 0
}

; A list that ends in (ptr)1.
define i64 @main(i64 %r) {
entry:
  br label %loop
loop:
  %head = phi ptr [ inttoptr (i64 1 to ptr), %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n = call ptr @cormi_alloc_object(i64 16)
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}
