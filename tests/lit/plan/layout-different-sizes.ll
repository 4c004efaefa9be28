; Two sites send lists of different cell sizes (16 and 24 bytes, next at +8 in both):
; two layout classes.
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-layout-classes>' -disable-output %s | FileCheck %s

; CHECK:       layout a#0 -> L_sum node0=class0
; CHECK-NEXT:  layout b#0 -> L_sum node0=class1
; CHECK-NOT:   {{.}}

declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @L_sum(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @a(i64 %r) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %n, %loop ]
  %n = call ptr @malloc(i64 16)
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
  %n = call ptr @malloc(i64 24)
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %c = icmp eq ptr %head, null
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}
