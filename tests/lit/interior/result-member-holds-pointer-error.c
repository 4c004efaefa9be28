// A method returning a pointer to a struct member that holds a pointer (`&self->inner`):
// the caller would receive the member's bytes in a block of its own, with the pointer
// leading into a copy it cannot free: a compile error at the call naming the fix.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Inner {
  long n;
  char *label;
} Inner;
typedef struct Svc {
  int id;
  Inner inner;
} Svc;

Svc *Svc_new(int id) {
  Svc *s = calloc(1, sizeof *s);
  s->id = id;
  s->inner.label = strdup("x");
  return s;
}

Inner *Svc_inner(Svc *self) { return &self->inner; }

long count(void) {
  cormi_ref s = cormi_create(1, Svc_new, 7);
  Inner *in = cormi_invoke(s, Svc_inner);
  long n = in->n;
  free(in);
  return n;
}

// CHECK: result-member-holds-pointer-error.c:33:{{[0-9]+}}: {{.*}}cormi: the result of Svc_inner points into bytes 8..24 of {{.*}}, which hold a pointer at byte 16: the caller receives those bytes in a block of its own, where the pointer would lead into a copy it cannot free; return a pointer to a block of its own instead (strdup, or malloc and memcpy), which the caller frees
