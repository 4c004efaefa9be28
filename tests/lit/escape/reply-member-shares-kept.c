// A struct result whose second member points into the graph of its first, which the
// method may keep (it holds a string literal, no heap block): nothing keeps the second
// member's list but the first member's head, which dies with the call, yet its objects
// are those of the kept graph, so it is left to the method too.
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
  const char *name;
  L *items;
} H;
typedef struct View {
  H *all;
  L *items;
  long n;
} View;
typedef struct Svc {
  long calls;
} Svc;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

View Svc_view(Svc *self, long n) {
  self->calls++;
  H *h = malloc(sizeof *h);
  h->name = "items";
  h->items = NULL;
  for (long i = 0; i < n; i++) {
    L *x = malloc(sizeof *x);
    x->v = i;
    x->next = h->items;
    h->items = x;
  }
  View r = {h, h->items, n};
  return r;
}

long total(void) {
  cormi_ref r = cormi_create(1, Svc_new);
  View v = cormi_invoke(r, Svc_view, 4L);
  return v.all->items->v + v.items->v;
}

// CHECK-LABEL: escape @Svc_view reply kept: it may point to {{.*}}not a heap block the node could free
// CHECK-NEXT: escape @Svc_view reply member 0 kept: it may point to
// CHECK-NEXT: escape @Svc_view reply member 8 kept: it may share objects with the member at byte 0, which the method may keep
// REMARK: the graphs held by the struct value returned by Svc_view are left to the method on the serving node (never freed by cormi): it may point to global
// REMARK-NOT: freed by the serving node
