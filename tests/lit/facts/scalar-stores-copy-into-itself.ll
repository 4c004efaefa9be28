; A copy whose source and destination may be the same objects at other offsets (what
; unknown code left in a slot, copied 16 bytes onto itself, as BTreeMap's iterator code
; does) carries each stored range on to a shifted offset, round after round of the
; fixpoint. A carried range names the store and the first copy that carried it, once:
; before, every hop appended another "(copied ...)", the texts grew with the chains and
; a BTreeMap argument took 18 GB before the build was killed. Reduced (llvm-reduce) from
; rustc 1.95's output for `fn total(this: &mut Acc, m: BTreeMap<i64, f64>) -> f64`.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not='(copied) (copied'

; CHECK-LABEL: scalar-store (1) global @location +0 size=96: data in the initializer of location{{$}}
; CHECK:       scalar-store (1) global @location +1 size=96: data in the initializer of location (copied){{$}}
; CHECK:       scalar-store (1) global @location +2 size=96: data in the initializer of location (copied){{$}}

@location = constant [96 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/collections/btree/navigate.rs\00"
@panic_data = constant <{ ptr, [16 x i8] }> <{ ptr @location, [16 x i8] c"_\00\00\00\00\00\00\00\A1\00\00\00$\00\00\00" }>

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @bump(ptr %counter) {
  %old = load i64, ptr %counter, align 8
  %new = add i64 %old, 1
  store i64 %new, ptr %counter, align 8
  ret void
}

define ptr @next() {
  br i1 false, label %fail, label %go

go:
  %p = tail call ptr null(ptr null)
  call void @bump(ptr %p)
  ret ptr null

fail:
  tail call void null(ptr @panic_data)
  unreachable
}

define void @fill() {
  %slot = alloca [24 x i8], align 8
  call void null(ptr %slot, i64 0, i64 0)
  %buf = load ptr, ptr %slot, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %buf, ptr %buf, i64 16, i1 false)
  ret void
}
