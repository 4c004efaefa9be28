// A struct result holding the object's own list next to a list built for the call: the
// method keeps the first member's graph (it is self's) and none of the second's, so the
// serving node frees the second member's graph once the reply is marshaled and leaves
// the first to the method (per member, not all or none).
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
  L *shared;
  L *fresh;
  long n;
} View;
typedef struct Svc {
  L *own;
} Svc;

static Svc *Svc_new(void) {
  Svc *s = calloc(1, sizeof *s);
  s->own = calloc(1, sizeof(L));
  return s;
}

View Svc_view(Svc *self, long n) {
  View r = {self->own, NULL, n};
  for (long i = 0; i < n; i++) {
    L *x = malloc(sizeof *x);
    x->v = i;
    x->next = r.fresh;
    r.fresh = x;
  }
  return r;
}

long total(void) {
  cormi_ref r = cormi_create(1, Svc_new);
  View v = cormi_invoke(r, Svc_view, 4L);
  return v.fresh->v + v.shared->v;
}

// CHECK-LABEL: escape @Svc_view reply kept: stored into self
// CHECK-NEXT: escape @Svc_view reply member 0 kept: stored into self
// CHECK-NEXT: escape @Svc_view reply member 8 freed: the method keeps no object of it
// REMARK-DAG: remark: {{.*}}reply-member-freed.c:44:{{[0-9]+}}: the graphs held by the struct value returned by Svc_view are left to the method on the serving node only in the parts it may keep (the others are freed): stored into self
// REMARK-DAG: remark: {{.*}}reply-member-freed.c:44:{{[0-9]+}}: the graph of the member at byte 0 of the struct value returned by Svc_view is left to the method on the serving node (never freed by cormi): stored into self
// REMARK-DAG: remark: {{.*}}reply-member-freed.c:44:{{[0-9]+}}: the graph of the member at byte 8 of the struct value returned by Svc_view is freed by the serving node after the reply is marshaled: the method keeps no object of it
