; `cormi<mode=...>` accepts every mode of DESIGN.md ("Code generation") and the pass
; sees the parsed mode (it is part of each call site's remark).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>' -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=GENERIC
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>' -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+cycle>' -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=CYCLE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site+reuse>' -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=REUSE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>' -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=ALL
; RUN: opt -load-pass-plugin=%cormi -passes='cormi' -pass-remarks-analysis=cormi -disable-output %s 2>&1 | FileCheck %s --check-prefix=ALL

; GENERIC: remote call site {{.*}} of Acc_ping (mode generic)
; CLASS: remote call site {{.*}} of Acc_ping (mode class)
; SITE: remote call site {{.*}} of Acc_ping (mode site)
; CYCLE: remote call site {{.*}} of Acc_ping (mode site+cycle)
; REUSE: remote call site {{.*}} of Acc_ping (mode site+reuse)
; ALL: remote call site {{.*}} of Acc_ping (mode all)

declare void @__cormi_invoke(i64, ptr, ...)

define void @Acc_ping(ptr %self) {
  ret void
}

define void @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
