; A library function's inline copy (`available_externally`: glibc's `__extern_inline`
; bsearch at -O1 and up) is called as the library function, through its model: the
; element pointer is an element's start (the element size is a constant), and so is
; the comparator's element.
; Its body, walking `base + idx * size` with the size a parameter, would reach every
; byte of the table and make the table's pointers look like they lie at any byte.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

%struct.Sym = type { ptr, i64 }

@s = internal constant [2 x i8] c"a\00"
@table = internal global [4 x %struct.Sym] [%struct.Sym { ptr @s, i64 0 }, %struct.Sym { ptr @s, i64 0 }, %struct.Sym { ptr @s, i64 0 }, %struct.Sym { ptr @s, i64 0 }]

define internal i32 @cmp(ptr %k, ptr %e) {
  %name = load ptr, ptr %e
  %c = icmp eq ptr %k, %name
  %r = zext i1 %c to i32
  ret i32 %r
}

define available_externally ptr @bsearch(ptr %key, ptr %base, i64 %n, i64 %size, ptr %cmp) {
entry:
  br label %loop
loop:
  %l = phi i64 [ 0, %entry ], [ %l2, %next ]
  %u = phi i64 [ %n, %entry ], [ %u2, %next ]
  %go = icmp ult i64 %l, %u
  br i1 %go, label %body, label %none
body:
  %sum = add i64 %l, %u
  %idx = lshr i64 %sum, 1
  %off = mul i64 %idx, %size
  %p = getelementptr inbounds i8, ptr %base, i64 %off
  %c = call i32 %cmp(ptr %key, ptr %p)
  %found = icmp eq i32 %c, 0
  br i1 %found, label %hit, label %next
next:
  %less = icmp slt i32 %c, 0
  %idx1 = add i64 %idx, 1
  %l2 = select i1 %less, i64 %l, i64 %idx1
  %u2 = select i1 %less, i64 %idx, i64 %u
  br label %loop
hit:
  ret ptr %p
none:
  ret ptr null
}

define void @main() {
  %r = call ptr @bsearch(ptr @s, ptr @table, i64 4, i64 16, ptr @cmp)
  %uses = getelementptr inbounds i8, ptr %r, i64 8
  %v = load i64, ptr %uses
  %v1 = add i64 %v, 1
  store i64 %v1, ptr %uses
  ret void
}

; CHECK-LABEL: global @table size=64
; CHECK-NEXT:    +0 -> {obj#[[S:[0-9]+]]+0}
; CHECK-NEXT:    +16 -> {obj#[[S]]+0}
; CHECK-NEXT:    +32 -> {obj#[[S]]+0}
; CHECK-NEXT:    +48 -> {obj#[[S]]+0}
; CHECK-NEXT:  obj#
; CHECK-LABEL: fn @cmp
; CHECK:         %e -> {obj#[[T:[0-9]+]]+0, obj#[[T]]+16, obj#[[T]]+32, obj#[[T]]+48}
; CHECK-LABEL: fn @main
; CHECK:         %r -> {obj#[[T]]+0, obj#[[T]]+16, obj#[[T]]+32, obj#[[T]]+48}
