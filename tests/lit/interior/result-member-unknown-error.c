// A method returning a pointer into a struct member found by a library call
// (`strchr(self->status, ':')`): which member it points into is not known from the
// method's code, so the caller's block cannot be sized: a compile error at the call
// naming the method's own instruction that loses it, and the fix.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Svc {
  int id;
  char status[32];
  long hits;
} Svc;

Svc *Svc_new(int id) {
  Svc *s = calloc(1, sizeof *s);
  s->id = id;
  strcpy(s->status, "state:up");
  return s;
}

const char *Svc_state(Svc *self) { return strchr(self->status, ':'); }

void show(void) {
  cormi_ref s = cormi_create(1, Svc_new, 7);
  const char *st = cormi_invoke(s, Svc_state);
  free((void *)st);
}

// CHECK: result-member-unknown-error.c:31:{{[0-9]+}}: {{.*}}cormi: the result of Svc_state points inside {{.*}}, and which member it points into is not known from the method's code: the call of strchr at {{.*}}result-member-unknown-error.c:27 (in Svc_state) may point anywhere in its object (the caller receives the member's bytes in a block of its own); return a pointer to a block of its own instead (strdup, or malloc and memcpy), which the caller frees
