// A method that prints the address of the array it returns with %p to stderr, in a
// program that parses no text back into pointers: the text cannot come back as a
// pointer, so the method keeps nothing and the serving node frees the array.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Srv {
  long calls;
} Srv;

static Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long *Srv_fresh(Srv *self, long n) {
  long *a = malloc((size_t)n * sizeof *a);
  for (long i = 0; i < n; i++) a[i] = i;
  fprintf(stderr, "Srv_fresh: %ld longs at %p\n", n, (void *)a);
  self->calls++;
  return a;
}

long second(void) {
  cormi_ref r = cormi_create(1, Srv_new);
  long *a = cormi_invoke(r, Srv_fresh, 4L);
  long x = a[1];
  free(a);
  return x;
}

// CHECK-LABEL: escape @Srv_fresh reply freed: the method keeps no object of it
