; Two sites send lists whose cells come from different allocation sites (in different
; functions) but have one layout (16-byte cormi objects, next at +8): one layout class,
; so one serializer / descriptor and mutually accepted back-references.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-layout-classes>' -disable-output %s | FileCheck %s

; CHECK:       layout a#0 -> L_sum node0=class0
; CHECK-NEXT:  layout b#0 -> L_sum node0=class0
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_sum(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @a(i64 %r) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %n, %loop ]
  %n = call ptr @cormi_alloc_object(i64 16)
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %c = icmp eq ptr %head, null
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}

define i64 @b(i64 %r) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %n, %loop ]
  %n = call ptr @cormi_alloc_object(i64 16)
  store i64 3, ptr %n
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %c = icmp eq ptr %head, null
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}
