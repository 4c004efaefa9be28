// A helper that two methods share stores a pointer into a local of the other method
// (through an out parameter): that local lives only while the other method runs, and no
// heap object or global leads to it, so the read-only method's received table escapes
// nowhere and is reused.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct E {
  char *key;
  int val;
  struct E *next;
} E;
typedef struct D {
  E *t;
} D;

static D *D_new(void) { return calloc(1, sizeof(D)); }

__attribute__((noinline)) static void get(E *t, const char *k, E **out) {
  for (*out = t; *out && strcmp((*out)->key, k); *out = (*out)->next)
    ;
}

long D_sum(D *self, E *t, const char *k) {
  (void)self;
  E *e;
  get(t, k, &e);
  return e ? e->val : -1;
}

int D_lookup(D *self, const char *k) {
  E *e;
  get(self->t, k, &e);
  return e ? e->val : -1;
}

long go(void) {
  E *t = calloc(1, sizeof *t);
  t->key = strdup("k");
  cormi_ref r = cormi_create(1, D_new);
  return cormi_invoke(r, D_sum, t, "k") + cormi_invoke(r, D_lookup, "k");
}

// CHECK-LABEL: escape @D_sum arg1 reuse: no object reachable from it escapes
