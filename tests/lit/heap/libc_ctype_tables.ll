; glibc's ctype macros (`tolower(c)` is `(*__ctype_tolower_loc())[c]`) read integer
; tables: the byte a walk writes back into a string carries no address, so the string
; holds no pointer (the tables are not the library's static storage, which points
; into itself).
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %s | FileCheck %s

declare ptr @__ctype_tolower_loc()
declare ptr @strdup(ptr)

@text = constant [3 x i8] c"Ab\00"

define void @lower() {
  %s = call ptr @strdup(ptr @text)
  %c = load i8, ptr %s
  %tables = call ptr @__ctype_tolower_loc()
  %table = load ptr, ptr %tables
  %idx = zext i8 %c to i64
  %slot = getelementptr inbounds i32, ptr %table, i64 %idx
  %low = load i32, ptr %slot
  %b = trunc i32 %low to i8
  store i8 %b, ptr %s
  ret void
}

; CHECK-LABEL: strdup @lower
; CHECK-NEXT: lib:ctype-table-cell
; CHECK-NEXT:   +* -> {obj#{{[0-9]+}}+*}
; CHECK-LABEL: fn @lower
; CHECK-NOT: %low ->
; CHECK-NOT: %b ->
