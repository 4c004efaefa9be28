// Read-only methods whose result is a pointer difference (a hand-written scan to `;`, the
// offset of strchr's match, the index of the largest element): the difference is an
// offset, never an address, and the caller only adds it up and prints it, so no object
// of the received argument escapes and the serving node frees or reuses it.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct S {
  long calls;
} S;

static S *S_new(void) { return calloc(1, sizeof(S)); }

size_t S_diff(S *self, const char *s) {
  const char *p = s;
  self->calls++;
  while (*p && *p != ';')
    p++;
  return (size_t)(p - s);
}

long S_strchr(S *self, const char *s) {
  const char *c = strchr(s, ',');
  self->calls++;
  return c ? c - s : -1;
}

long S_index(S *self, const double *a, size_t n) {
  const double *best = a;
  self->calls++;
  for (size_t i = 1; i < n; i++)
    if (a[i] > *best)
      best = &a[i];
  return best - a;
}

int main(void) {
  cormi_ref r = cormi_create(1, S_new);
  char *s = strdup("ab,c");
  double a[3] = {1, 3, 2};
  long t = 0;
  t += (long)cormi_invoke(r, S_diff, s);
  t += cormi_invoke(r, S_strchr, s);
  t += cormi_invoke(r, S_index, a, (size_t)3);
  printf("%ld\n", t);
  free(s);
  return 0;
}

// CHECK-LABEL: escape @S_diff arg1 reuse: no object reachable from it escapes
// CHECK-LABEL: escape @S_index arg1 reuse: no object reachable from it escapes
// CHECK-LABEL: escape @S_strchr arg1 reuse: no object reachable from it escapes
