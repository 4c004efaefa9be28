// A method that finds an element of the array it returns and takes the pointer
// difference to it (an index, printed with %zu): the integer only feeds arithmetic,
// compares and printing, never becomes a pointer again, so the method keeps nothing and
// the serving node frees the array after the reply.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Srv {
  long calls;
} Srv;

static Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long *Srv_range(Srv *self, long n, long stop) {
  long *a = malloc((size_t)n * sizeof *a);
  for (long i = 0; i < n; i++) a[i] = i;
  long *e = a;
  while (e < a + n && *e != stop) e++;
  size_t k = (size_t)(e - a);
  printf("found at %zu\n", k);
  self->calls++;
  return a;
}

long third(void) {
  cormi_ref r = cormi_create(1, Srv_new);
  long *a = cormi_invoke(r, Srv_range, 8L, 3L);
  long x = a[3];
  free(a);
  return x;
}

// CHECK-LABEL: escape @Srv_range reply freed: the method keeps no object of it
