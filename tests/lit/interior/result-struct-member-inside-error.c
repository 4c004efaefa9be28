// A method returning a struct whose pointer member points into an object the serving
// node keeps (`i.label = self->label`): the member would arrive inside a copy of the
// whole object, which the caller cannot free through it: a compile error at the call
// naming the fix.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Info {
  char *label;
  long calls;
} Info;
typedef struct Obj {
  long calls;
  char label[24];
} Obj;

Obj *Obj_new(void) {
  Obj *o = calloc(1, sizeof *o);
  strcpy(o->label, "the-object");
  return o;
}

Info Obj_info(Obj *self) {
  Info i;
  i.label = self->label;
  i.calls = ++self->calls;
  return i;
}

long calls(void) {
  cormi_ref o = cormi_create(1, Obj_new);
  Info i = cormi_invoke(o, Obj_info);
  free(i.label);
  return i.calls;
}

// CHECK-LABEL: result-struct-member-inside-error.c:38:{{[0-9]+}}:
// CHECK-SAME: cormi: the pointer at byte 0 of the struct result of Obj_info may point inside an object the method keeps
// CHECK-SAME: which it cannot free; point the member to a block of its own (strdup, or malloc and memcpy), which the caller frees
