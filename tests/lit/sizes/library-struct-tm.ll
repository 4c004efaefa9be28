; localtime and gmtime return the one `struct tm` glibc keeps for them (56 bytes):
; a struct of a static size (before: one "library-storage" object shared with
; strerror's strings and readdir's entries, collapsed, which "cannot be copied").
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

; CHECK-LABEL: shapes main#0 -> A_year
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 struct size=56 alloc=malloc ptr=[] null=[]: struct of 56 bytes (lib:tm-buffer) | sizes obj#{{[0-9]+}}=static
; REMARK: remark: {{.*}}object sizes for A_year: struct of 56 bytes (lib:tm-buffer): static

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @localtime(ptr)
declare ptr @gmtime(ptr)
declare ptr @strerror(i32)

define i64 @A_year(ptr %self, ptr %tm) {
  %y = getelementptr i8, ptr %tm, i64 20
  %v = load i32, ptr %y
  %w = sext i32 %v to i64
  ret i64 %w
}

define i64 @main(i64 %r, ptr %t, i1 %utc) {
  %l = call ptr @localtime(ptr %t)
  %g = call ptr @gmtime(ptr %t)
  %m = call ptr @strerror(i32 2)
  %tm = select i1 %utc, ptr %g, ptr %l
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_year, ptr %tm)
  ret i64 %n
}
