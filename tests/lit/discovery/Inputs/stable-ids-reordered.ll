; The module of ../stable-ids.ll with an unrelated function added, unrelated
; instructions inserted, and every function in another order.

declare void @__cormi_invoke(i64, ptr, ...)

define void @worker(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}

define void @unrelated(i32 %x) {
  ret void
}

define void @main(i64 %r) {
  %a = add i64 %r, 1
  call void @unrelated(i32 0)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %a, ptr @Acc_ping)
  ret void
}

define void @Acc_ping(ptr %self) {
  ret void
}
