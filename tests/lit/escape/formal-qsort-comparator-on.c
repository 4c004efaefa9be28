// A method that sorts and searches its array argument with qsort and bsearch: the
// comparator runs inside those calls, so its locals (at -O0 the slots of its
// parameters) die with the method's call and do not keep the argument (reuse on).
// RUN: %clang -O0 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef struct Rec {
  long key;
  long val;
} Rec;
typedef struct Srv {
  long calls;
} Srv;

static Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

static int bycmp(const void *x, const void *y) {
  const Rec *a = x, *b = y;
  return (a->key > b->key) - (a->key < b->key);
}

long Srv_median(Srv *self, Rec *a, long n) {
  qsort(a, (size_t)n, sizeof *a, bycmp);
  Rec probe = {2, 0};
  Rec *hit = bsearch(&probe, a, (size_t)n, sizeof *a, bycmp);
  self->calls++;
  return a[n / 2].key + (hit ? hit->val : 0);
}

long median(void) {
  cormi_ref r = cormi_create(1, Srv_new);
  Rec a[8];
  for (long i = 0; i < 8; i++) {
    a[i].key = 8 - i;
    a[i].val = i;
  }
  return cormi_invoke(r, Srv_median, a, 8L);
}

// CHECK-LABEL: escape @Srv_median arg1 reuse: no object reachable from it escapes
