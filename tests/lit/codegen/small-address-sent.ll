; A pointer into the first page (a sentinel such as (T*)1, Rust's dangling pointer of
; an empty String or Vec) or the last one ((T*)-1, MAP_FAILED) points to no object: the
; walk sends it as its bits, the ADDR tag (0xFFFFFFFE, i32 -2) then the address as a
; u64, with no handle and no body. One add and one compare on the hot path (address +
; 4096 < 8192, wrapping): null and both pages leave the object path together, then null
; is told apart. Same walk in class mode.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi,verify' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define internal void @__cormi_marshal_0(
; CHECK:       m.next:
; CHECK:         %[[Q:[0-9]+]] = call ptr @__cormi_ws_pop(
; CHECK:       m.step:
; CHECK-NEXT:    %[[P:step.p]] = phi ptr [ %[[Q]], %m.next ]
; CHECK:         %addr = ptrtoint ptr %[[P]] to i64
; CHECK-NEXT:    %pages = add i64 %addr, 4096
; CHECK-NEXT:    %noobject = icmp ult i64 %pages, 8192
; CHECK-NEXT:    br i1 %noobject, label %m.small, label %m.obj
; CHECK:       m.small:
; CHECK-NEXT:    %isnull = icmp eq ptr %[[P]], null
; CHECK-NEXT:    br i1 %isnull, label %m.null, label %m.addr
; CHECK:       m.null:
; CHECK-NEXT:    call void @cormi_out_u32(ptr %0, i32 0)
; CHECK-NEXT:    br label %m.loop
; CHECK:       m.addr:
; CHECK-NEXT:    call void @cormi_out_u32(ptr %0, i32 -2)
; CHECK-NEXT:    %[[W:[0-9]+]] = call ptr @cormi_out_reserve(ptr %0, i64 8)
; CHECK-NEXT:    store i64 %addr, ptr %[[W]], align 1
; CHECK-NEXT:    br label %m.loop
; CHECK:       m.obj:
; CHECK-NEXT:    call i32 @cormi_handles_find_or_add(ptr %1, ptr %[[P]])

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
