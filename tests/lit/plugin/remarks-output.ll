; Remarks go through OptimizationRemarkEmitter with pass name `cormi`, so
; -pass-remarks-output writes them as YAML with named arguments.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s < %t.yaml

; CHECK-LABEL: --- !Analysis
; CHECK-NEXT: Pass:            cormi
; CHECK-NEXT: Name:            RemoteCallSite
; CHECK-NEXT: Function:        main
; CHECK-NEXT: Args:
; CHECK-NEXT:   - String:          'remote call site '
; CHECK-NEXT:   - SiteId:          '0x{{[0-9a-f]+}}'
; CHECK-NEXT:   - String:          ' of '
; CHECK-NEXT:   - Method:          Acc_ping
; CHECK-NEXT:   - String:          ' (mode '
; CHECK-NEXT:   - Mode:            site

declare void @__cormi_invoke(i64, ptr, ...)

define void @Acc_ping(ptr %self) {
  ret void
}

define void @main(i64 %r) {
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @Acc_ping)
  ret void
}
