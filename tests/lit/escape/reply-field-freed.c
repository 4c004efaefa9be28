// A method returning a fresh object whose first field points to the object's own list
// and whose second points to a list built for the call: the method keeps the first
// field's graph (it is self's) and none of the returned object or the second field's
// graph, so the serving node frees those two once the reply is marshaled and leaves the
// first to the method.
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
  L *own;
  L *fresh;
} H;
typedef struct Svc {
  L *own;
} Svc;

static Svc *Svc_new(void) {
  Svc *s = calloc(1, sizeof *s);
  s->own = calloc(1, sizeof(L));
  return s;
}

H *Svc_view(Svc *self, long n) {
  H *h = malloc(sizeof *h);
  h->own = self->own;
  h->fresh = NULL;
  for (long i = 0; i < n; i++) {
    L *x = malloc(sizeof *x);
    x->v = i;
    x->next = h->fresh;
    h->fresh = x;
  }
  return h;
}

long total(void) {
  cormi_ref r = cormi_create(1, Svc_new);
  H *h = cormi_invoke(r, Svc_view, 4L);
  return h->fresh->v + h->own->v;
}

// CHECK-LABEL: escape @Svc_view reply kept: stored into self
// CHECK-NEXT: escape @Svc_view reply field 0 kept: stored into self
// CHECK-NEXT: escape @Svc_view reply field 8 freed: the method keeps no object of it
// REMARK-DAG: remark: {{.*}}reply-field-freed.c:46:{{[0-9]+}}: the graph returned by Svc_view is left to the method on the serving node only in the parts it may keep (the others are freed): stored into self
// REMARK-DAG: remark: {{.*}}reply-field-freed.c:46:{{[0-9]+}}: the object returned by Svc_view is freed by the serving node after the reply is marshaled, with the graphs of the fields below that are freed: the method keeps none of it
// REMARK-DAG: remark: {{.*}}reply-field-freed.c:46:{{[0-9]+}}: the graph of the field at byte 0 of the object returned by Svc_view is left to the method on the serving node (never freed by cormi): stored into self
// REMARK-DAG: remark: {{.*}}reply-field-freed.c:46:{{[0-9]+}}: the graph of the field at byte 8 of the object returned by Svc_view is freed by the serving node after the reply is marshaled: the method keeps no object of it
