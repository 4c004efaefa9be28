; A Box<dyn Shape> argument (Inputs/traitobj.rs): its vtable, a global, holds
; <Sq as Shape>::area. The error names the trait and says that trait objects cannot be
; sent yet (it named only a mangled function pointer).
; RUN: not opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %S/Inputs/traitobj.rustc.ll 2>&1 | FileCheck %s

; CHECK: error: traitobj.rs:33:9: {{.*}}cormi: argument 2 of traitobj::acc_add: field at byte 24 of (global) allocated in vtable.0: is a function pointer ('<traitobj::Sq as traitobj::Shape>::area'), a method of trait 'traitobj::Shape' as a trait object's vtable holds: trait objects (`dyn traitobj::Shape`) cannot be sent yet
