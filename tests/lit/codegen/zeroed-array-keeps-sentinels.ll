; An array of 8-byte scalars that the program reads as pointers, where the analysis sees
; no object (Z_first loads a pointer from element 0; main stores only (ptr)1 and
; (ptr)-1): its bytes arrive as they were sent, then each element is kept when it lies in
; the first or the last page (a sender's sentinel such as (T *)1 or (T *)-1: no object
; can be there) and written NULL otherwise, so no pointer to an object comes from the
; message. Before, the receiver zeroed the whole array and the sentinels arrived as NULL.
; site and class emit the loop; generic marks the descriptor (nnull = 1) and the runtime's
; walker does the same per element (rt-c/src/generic.c; runtime/tests/generic_walker.rs).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefix=INLINE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=INLINE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; INLINE-LABEL: define internal {{.*}}@__cormi_{{unmarshal|deser}}_
; INLINE:         call i32 @cormi_in_copy(ptr %0, ptr %[[A:[0-9]+]], i64 %[[BYTES:[a-z0-9.]+]])
; INLINE-NOT:     call void @llvm.memset
; INLINE:         %[[E:[a-z0-9.]+]] = getelementptr i8, ptr %[[A]], i64 %{{.*}}
; INLINE-NEXT:    %[[V:[a-z0-9.]+]] = load i64, ptr %[[E]]
; INLINE-NEXT:    %[[P:pages[0-9]*]] = add i64 %[[V]], 4096
; INLINE-NEXT:    %[[K:noobject[0-9]*]] = icmp ult i64 %[[P]], 8192
; INLINE-NEXT:    %[[KEPT:kept[0-9]*]] = select i1 %[[K]], i64 %[[V]], i64 0
; INLINE-NEXT:    store i64 %[[KEPT]], ptr %[[E]]

; Descriptor: kind 2 (scalars), element size 8, nnull 1.
; GENERIC:       @__cormi_types = internal constant {{.*}} { i64 2, i64 0, i64 8, i64 0, ptr @__cormi_type_offsets.0, ptr @__cormi_type_children.0, i64 1,

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @Z_first(ptr %self, ptr %a) {
  %p = load ptr, ptr %a
  %is = icmp eq ptr %p, inttoptr (i64 -1 to ptr)
  %r = zext i1 %is to i64
  ret i64 %r
}

define i64 @main(i64 %r, i64 %n) {
  %bytes = mul i64 %n, 8
  %a = call ptr @malloc(i64 %bytes)
  store ptr inttoptr (i64 1 to ptr), ptr %a
  %e1 = getelementptr i8, ptr %a, i64 8
  store ptr inttoptr (i64 -1 to ptr), ptr %e1
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Z_first, ptr %a)
  ret i64 %s
}
