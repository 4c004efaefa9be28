// A method that rebases its argument's address onto a buffer it keeps
// (`self->buf + ((uintptr_t)s - (uintptr_t)self->buf)` is `s` again) and keeps the
// result: the difference becomes a pointer again (a GEP index), so the argument escapes.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct S {
  char *buf;
  char *at;
} S;

static S *S_new(void) {
  S *s = calloc(1, sizeof(S));
  s->buf = malloc(16);
  return s;
}

long S_keep(S *self, char *s) {
  long d = (long)((uintptr_t)s - (uintptr_t)self->buf);
  self->at = self->buf + d;
  return d;
}

long go(void) {
  cormi_ref r = cormi_create(1, S_new);
  char *s = malloc(8);
  return cormi_invoke(r, S_keep, s);
}

// CHECK-LABEL: escape @S_keep arg1 escapes: converted to an integer
