; An inttoptr whose integer comes only from ptrtoints and constants in registers (std's
; RawVec: the new buffer's address or the alignment, through a phi), also through a
; parameter that every call passes a constant, reads no integer from memory: not listed.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-int-to-ptr>' -disable-output %s | FileCheck %s --allow-empty --implicit-check-not=int-to-ptr

declare ptr @malloc(i64)

define ptr @grow(i1 %empty, i64 %align) {
entry:
  br i1 %empty, label %done, label %alloc
alloc:
  %buf = call ptr @malloc(i64 16)
  %raw = ptrtoint ptr %buf to i64
  br label %done
done:
  %int = phi i64 [ %raw, %alloc ], [ %align, %entry ]
  %p = inttoptr i64 %int to ptr
  ret ptr %p
}

define ptr @caller(i1 %e) {
  %p = call ptr @grow(i1 %e, i64 8)
  ret ptr %p
}
