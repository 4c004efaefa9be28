// A method returning a member of an element of a heap array of records its object
// points to (`&self->rec[i].v`): the element is found at run time, so the caller
// receives the bytes from the pointer to the end of the array in a block of its own.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Rec {
  char name[12];
  long v;
} Rec;
typedef struct Obj {
  long calls;
  Rec *rec;
} Obj;

Obj *Obj_new(void) {
  Obj *o = calloc(1, sizeof *o);
  o->rec = calloc(4, sizeof(Rec));
  for (int i = 0; i < 4; i++) {
    snprintf(o->rec[i].name, 12, "r%d", i);
    o->rec[i].v = i * 11;
  }
  return o;
}

long *Obj_recv(Obj *self, int i) { return &self->rec[i].v; }

long second(void) {
  cormi_ref o = cormi_create(1, Obj_new);
  long *v = cormi_invoke(o, Obj_recv, 1);
  long r = *v;
  free(v);
  return r;
}

// CHECK-NOT: error:
// CHECK-LABEL: remark: result-element-member.c:36:{{[0-9]+}}: the result of Obj_recv points inside its object
// CHECK-SAME: the caller receives the bytes from the pointer to the end of its object in a block of its own (free it with free)
