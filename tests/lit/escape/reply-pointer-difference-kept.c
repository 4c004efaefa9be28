// A method that keeps the address of the array it returns as an integer in self and
// turns it back into a pointer on the next call: the integer becomes a pointer again, so
// the method may keep the array (reply kept).
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Srv {
  uintptr_t last;
} Srv;

static Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long *Srv_fresh(Srv *self, long n) {
  long *a = malloc((size_t)n * sizeof *a);
  long *prev = (long *)self->last;
  for (long i = 0; i < n; i++) a[i] = prev ? prev[i] + 1 : i;
  self->last = (uintptr_t)a;
  return a;
}

long second(void) {
  cormi_ref r = cormi_create(1, Srv_new);
  long *a = cormi_invoke(r, Srv_fresh, 4L);
  return a[1];
}

// CHECK-LABEL: escape @Srv_fresh reply kept:
