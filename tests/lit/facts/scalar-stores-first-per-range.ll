; Each byte range (offset, size) of an allocation site is listed once, with the first
; store in module order that writes it: the union check only asks whether a range
; overlaps a pointer field and names that first store, and listing every store of
; every target made real programs' lists grow to millions of entries (sqlite3: 6.1 M,
; 15.8 k distinct). Here the second 8-byte store at +0 (in @later) is not listed; the
; 4-byte store at +0 is a range of its own.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %s | FileCheck %s --implicit-check-not=scalar-store

; CHECK:       scalar-store (1) malloc @main +0 size=8: double stored in main
; CHECK-NEXT:  scalar-store (1) malloc @main +0 size=4: i32 stored in later

declare ptr @malloc(i64)

define void @main() {
  %p = call ptr @malloc(i64 16)
  store double 1.0, ptr %p
  call void @later(ptr %p)
  ret void
}

define void @later(ptr %p) {
  store i64 7, ptr %p
  store i32 3, ptr %p
  ret void
}
