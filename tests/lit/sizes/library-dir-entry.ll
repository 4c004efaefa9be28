; readdir's entry is one library object of its own, sized at run time by its record
; length (d_reclen, 16 bits at byte 16), which generated code notes after each readdir
; call; a pointer to its name (d_name, byte 19) travels as (entry, 19). Before: the
; shared "library-storage" object, collapsed: "may point into the middle".
; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefix=IR

; CHECK-LABEL: shapes main#0 -> A_len
; CHECK-NEXT:    arg1 graph node0 interior +19
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=1: bytes (lib:dir-entry) (size at run time) | sizes obj#{{[0-9]+}}=noted

; IR:         %de = call ptr @readdir(ptr %d)
; IR-NEXT:    %null = icmp eq ptr %de, null
; IR-NEXT:    %measured = select i1 %null, ptr @cormi.library.zeros, ptr %de
; IR-NEXT:    %reclen.at = getelementptr i8, ptr %measured, i64 16
; IR-NEXT:    %reclen = load i16, ptr %reclen.at, align 1
; IR-NEXT:    %bytes = zext i16 %reclen to i64
; IR-NEXT:    call void @cormi_extent_note(ptr %de, i64 %bytes)

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @readdir(ptr)
declare ptr @strerror(i32)

define i64 @A_len(ptr %self, ptr %s) {
  %c = load i8, ptr %s
  %v = zext i8 %c to i64
  ret i64 %v
}

define i64 @main(i64 %r, ptr %d) {
  %m = call ptr @strerror(i32 2)
  %de = call ptr @readdir(ptr %d)
  %name = getelementptr i8, ptr %de, i64 19
  %n = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @A_len, ptr %name)
  ret i64 %n
}
