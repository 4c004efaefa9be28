; No pointer value comes from the wire (pass/src/facts/ptr_reads.rs).
; The struct's field at byte 8 never holds a pointer at the call site (the heap analysis
; sees no pointer stored there), but the method reads it as one: the receiver writes
; NULL into it right after copying the body, before anyone can read it, unless it holds
; an address in the first or the last page (below 4096 or at least 2^64 - 4096: a
; sender's sentinel such as (T *)1 or (T *)-1, where no object can be). The scalar at
; byte 0 is left as it came. Same in every mode: site and class store the constant
; offset; generic lists it in the type descriptor (nnull = 1, offsets [8]) for the
; runtime's walker (rt-c/src/generic.c; runtime/tests/generic_walker.rs checks it writes
; NULL there, and keeps a sentinel address).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefixes=INLINE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefixes=INLINE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; INLINE:         call ptr @cormi_in_read(ptr %0, i64 16)
; INLINE:         call void @llvm.memcpy.p0.p0.i64(ptr align 1 %[[OBJ:[a-z0-9.]+]], ptr align 1 %{{.*}}, i64 16, i1 false)
; INLINE-NEXT:    %[[F:[a-z0-9.]+]] = getelementptr i8, ptr %[[OBJ]], i64 8
; INLINE-NEXT:    %[[V:[a-z0-9.]+]] = load i64, ptr %[[F]]
; INLINE-NEXT:    %[[P:pages[0-9]*]] = add i64 %[[V]], 4096
; INLINE-NEXT:    %[[K:noobject[0-9]*]] = icmp ult i64 %[[P]], 8192
; INLINE-NEXT:    %kept = select i1 %[[K]], i64 %[[V]], i64 0
; INLINE-NEXT:    store i64 %kept, ptr %[[F]]
; INLINE-NEXT:    call i32 @cormi_handles_add(ptr
; INLINE-NOT:     store ptr null, ptr %[[OBJ]]

; GENERIC:      @__cormi_type_nulls.0 = private constant [1 x i64] [i64 8]
; GENERIC:      @__cormi_types = internal constant [1 x { i64, i64, i64, i64, ptr, ptr, i64, ptr, i64, i64, i64, ptr, ptr }] [{ i64, i64, i64, i64, ptr, ptr, i64, ptr, i64, i64, i64, ptr, ptr } { i64 1, i64 0, i64 16, i64 0, ptr @__cormi_type_offsets.0, ptr @__cormi_type_children.0, i64 1, ptr @__cormi_type_nulls.0, i64 0, i64 0, i64 0, ptr @__cormi_type_tags.0, ptr @__cormi_type_active.0 }]
; GENERIC-LABEL: define internal i32 @__cormi_server_
; GENERIC:        call i32 @cormi_generic_read{{(_logged)?}}(ptr %0, ptr %{{.*}}, ptr %{{.*}}, i64 0, ptr %root, ptr @__cormi_types, i64 1{{(, ptr %[0-9]+)?}})

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @H_next_is_set(ptr %self, ptr %h) {
  %f = getelementptr i8, ptr %h, i64 8
  %next = load ptr, ptr %f
  %set = icmp ne ptr %next, null
  %r = zext i1 %set to i64
  ret i64 %r
}

define i64 @main(i64 %r) {
  %h = call ptr @malloc(i64 16)
  store i64 7, ptr %h
  %f = getelementptr i8, ptr %h, i64 8
  store i64 0, ptr %f
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @H_next_is_set, ptr %h)
  ret i64 %v
}
