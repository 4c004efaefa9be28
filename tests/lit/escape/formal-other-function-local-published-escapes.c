// A helper stores the received list into a local of another function whose address that
// function publishes in a global: a remote call can reach that local through the global
// while the other function runs, so the received list escapes.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef struct E {
  int val;
  struct E *next;
} E;
typedef struct D {
  long n;
} D;

static D *D_new(void) { return calloc(1, sizeof(D)); }

E **slot;

__attribute__((noinline)) static void put(E *t) { *slot = t; }

long D_take(D *self, E *t) {
  put(t);
  return ++self->n;
}

long go(cormi_ref r) {
  E *t = calloc(1, sizeof *t);
  E *held = NULL;
  slot = &held;
  long n = cormi_invoke(r, D_take, t);
  slot = NULL;
  return n + (held ? held->val : 0);
}

// CHECK-LABEL: escape @D_take arg1 escapes:
