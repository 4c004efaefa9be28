// A struct value argument whose parts the method returns in a struct returned through
// memory (`sret`): storing them into the server's result slot is returning them, so the
// received graph is kept by nothing else and freed once the reply is marshaled (before:
// "stored into a local of S_tail", left to the method: the unreturned note leaked on
// every call).
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>
#include <stdlib.h>

typedef struct L {
  struct L *next;
  long v;
} L;
typedef struct Pair {
  char *name;
  char *note;
  L *l;
  double x;
} Pair;
typedef struct S {
  long calls;
} S;

static S *S_new(void) { return calloc(1, sizeof(S)); }

Pair S_tail(S *self, Pair p) {
  self->calls++;
  Pair r = {p.name, NULL, p.l ? p.l->next : NULL, p.x * 2};
  return r;
}

int main(void) {
  L b = {NULL, 2}, a = {&b, 1};
  cormi_ref r = cormi_create(1, S_new);
  Pair q = cormi_invoke(r, S_tail, (Pair){"name", "note", &a, 1.5});
  return q.x > 2 ? 0 : 1;
}

// CHECK-LABEL: escape @S_tail arg1 escapes: returned by S_tail in its struct result at {{.*}}struct-result-slot-returned.c:31 {{.*}}; returned only
// REMARK: remark: {{.*}}struct-result-slot-returned.c:38:{{[0-9]+}}: received argument graphs of S_tail are freed after the call{{.*}}by being returned (argument 1)
