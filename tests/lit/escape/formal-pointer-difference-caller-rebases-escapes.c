// A helper returns a pointer difference and its caller, a remote method, adds it to
// another pointer that it keeps in self (`self->at = self->buf + off(s, self->buf)` is
// `s` again): following the return to the call, the difference becomes a pointer
// again, so the argument escapes.
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

__attribute__((noinline)) long off(const char *p, const char *q) { return p - q; }

void S_keep(S *self, char *s) { self->at = self->buf + off(s, self->buf); }

void go(void) {
  cormi_ref r = cormi_create(1, S_new);
  char *s = malloc(8);
  cormi_invoke(r, S_keep, s);
}

// CHECK-LABEL: escape @S_keep arg1 escapes: converted to an integer
