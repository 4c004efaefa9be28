; std's RawVec growth helper `finish_grow` turns the alignment it is passed into the
; empty buffer's dangling pointer (`inttoptr i64 %align`). Its only callers are RawVec
; growth functions the heap analysis replaces by their model (`do_reserve_and_handle`
; here, called by nobody in the module): their calls never run in the analysed program,
; so the alignment is no integer of unknown origin and the pointer is no exposed address.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap-debug>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: cormi-heap-debug:
; CHECK-SAME: laundered=0
; CHECK-NOT: laundered-int-to-ptr

@exposed = global i64 0

define hidden void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hfa039e0a9d9f08c8E"(ptr %v, i64 %len, i64 %add, i64 %align, i64 %size) {
  %out = alloca [24 x i8], align 8
  %old = load ptr, ptr %v, align 8
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hc80391967752b63dE"(ptr %out, i64 %len, ptr %old, i64 %add, i64 %align, i64 %size)
  ret void
}

define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hc80391967752b63dE"(ptr %out, i64 %cap, ptr %old, i64 %n, i64 %align, i64 %size) {
  %p = inttoptr i64 %align to ptr
  %f = getelementptr inbounds nuw i8, ptr %out, i64 8
  store ptr %p, ptr %f, align 8
  ret void
}

; A program that exposes an address: a laundered integer could be it.
define i64 @expose(ptr %q) {
  %a = ptrtoint ptr %q to i64
  store i64 %a, ptr @exposed, align 8
  ret i64 %a
}
