// A method returning an object it also keeps (a cache in self) whose field points to a
// list built for the call: the returned object stays the method's, and so does every
// field's graph (the object holds them): the graph is not split.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>
#include <stdlib.h>

typedef struct L {
  struct L *next;
  long v;
} L;
typedef struct H {
  L *fresh;
  long n;
} H;
typedef struct Svc {
  H *last;
} Svc;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

H *Svc_view(Svc *self, long n) {
  H *h = malloc(sizeof *h);
  h->n = n;
  h->fresh = NULL;
  for (long i = 0; i < n; i++) {
    L *x = malloc(sizeof *x);
    x->v = i;
    x->next = h->fresh;
    h->fresh = x;
  }
  self->last = h;
  return h;
}

long total(void) {
  cormi_ref r = cormi_create(1, Svc_new);
  H *h = cormi_invoke(r, Svc_view, 4L);
  return h->fresh->v;
}

// CHECK-LABEL: escape @Svc_view reply kept: stored into self
// CHECK-NOT: field
// REMARK: the graph returned by Svc_view is left to the method on the serving node (never freed by cormi): stored into self
// REMARK-NOT: freed by the serving node
