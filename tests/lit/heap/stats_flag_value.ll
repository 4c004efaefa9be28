; The `time` flag of print<cormi-heap-stats> takes no value, and other printers do
; not accept it.
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-heap-stats><time=1>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=VALUE
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-heap><time>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=OTHER

define void @main() {
  ret void
}

; VALUE: parameter 'time' is a flag and takes no value
; OTHER: unknown parameter 'time'
