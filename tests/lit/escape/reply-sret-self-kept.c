// A method returning through memory (`sret`) a node it also pushes onto self's list:
// self is the second parameter, after the result slot, and holding the node keeps it, so
// the returned graph is left to the method (before: self was taken for the result slot,
// and the serving node freed the node under self's list).
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
typedef struct View {
  L *all;
  L *rest;
  long n;
} View;
typedef struct Svc {
  L *own;
} Svc;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

View Svc_view(Svc *self, long n) {
  L *x = malloc(sizeof *x);
  x->v = n;
  x->next = self->own;
  self->own = x;
  View r = {x, x->next, n};
  return r;
}

long total(void) {
  cormi_ref r = cormi_create(1, Svc_new);
  View v = cormi_invoke(r, Svc_view, 4L);
  return v.all->v + (v.rest ? v.rest->v : 0);
}

// CHECK-LABEL: escape @Svc_view reply kept: stored into self
// CHECK-NEXT: escape @Svc_view reply member 0 kept: stored into self
// CHECK-NEXT: escape @Svc_view reply member 8 kept: stored into self
// CHECK-NOT: freed
// REMARK: the graphs held by the struct value returned by Svc_view are left to the method on the serving node (never freed by cormi): stored into self
// REMARK-NOT: freed by the serving node
