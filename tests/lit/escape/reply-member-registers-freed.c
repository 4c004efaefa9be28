// A struct result in registers (16 bytes: two pointers) holding the object's own list
// next to a list built for the call: the members are told apart where the method builds
// the value member by member (`insertvalue`), so the serving node frees the new list's
// graph once the reply is marshaled and leaves the object's list to the method.
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
typedef struct Duo {
  L *own;
  L *fresh;
} Duo;
typedef struct Svc {
  L *own;
} Svc;

static Svc *Svc_new(void) {
  Svc *s = calloc(1, sizeof *s);
  s->own = calloc(1, sizeof(L));
  return s;
}

Duo Svc_duo(Svc *self, long n) {
  Duo d = {self->own, NULL};
  for (long i = 0; i < n; i++) {
    L *x = malloc(sizeof *x);
    x->v = i;
    x->next = d.fresh;
    d.fresh = x;
  }
  return d;
}

long total(void) {
  cormi_ref r = cormi_create(1, Svc_new);
  Duo d = cormi_invoke(r, Svc_duo, 4L);
  return d.fresh->v + d.own->v;
}

// CHECK-LABEL: escape @Svc_duo reply kept: stored into self
// CHECK-NEXT: escape @Svc_duo reply member 0 kept: stored into self
// CHECK-NEXT: escape @Svc_duo reply member 8 freed: the method keeps no object of it
// REMARK-DAG: remark: {{.*}}reply-member-registers-freed.c:43:{{[0-9]+}}: the graph of the member at byte 0 of the struct value returned by Svc_duo is left to the method on the serving node (never freed by cormi): stored into self
// REMARK-DAG: remark: {{.*}}reply-member-registers-freed.c:43:{{[0-9]+}}: the graph of the member at byte 8 of the struct value returned by Svc_duo is freed by the serving node after the reply is marshaled: the method keeps no object of it
