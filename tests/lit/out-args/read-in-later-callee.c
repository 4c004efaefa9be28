// The caller's object is a global that a function called after the remote call reads:
// the read is that call.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-out-args>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Stats {
  long count;
} Stats;
typedef struct Svc {
  long n;
} Svc;

Stats totals;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

void Svc_fill(Svc *self, Stats *out) { out->count = self->n; }

__attribute__((noinline)) static void show(void) { printf("%ld\n", totals.count); }

int main(void) {
  cormi_ref s = cormi_create(1, Svc_new);
  cormi_invoke(s, Svc_fill, &totals);
  show();
  return 0;
}

// CHECK-LABEL: out-arg main#1 -> Svc_fill arg1: written at {{.*}}read-in-later-callee.c:20, read after the call at {{.*}}read-in-later-callee.c:27
