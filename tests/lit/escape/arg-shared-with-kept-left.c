// The read-only list's nodes point to the string passed as the kept argument: the
// unmarshaler copies that string once for both arguments, so freeing the list's graph
// would free the kept name. Both graphs are left to the method, neither is freed.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef struct L {
  struct L *next;
  char *s;
} L;
typedef struct Svc {
  char *name;
  long acc;
} Svc;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

void Svc_set(Svc *self, char *name, L *tmp) {
  self->name = name;
  for (; tmp; tmp = tmp->next)
    self->acc += tmp->s[0];
}

int main(void) {
  char *name = malloc(8);
  name[0] = 'n';
  name[1] = 0;
  L b = {NULL, name}, a = {&b, name};
  cormi_ref r = cormi_create(1, Svc_new);
  cormi_invoke(r, Svc_set, name, &a);
  return 0;
}

// CHECK-LABEL: remark: {{.*}}arg-shared-with-kept-left.c:33:{{[0-9]+}}: received argument graphs of Svc_set are left to the method (never freed by cormi): argument 1 may escape: stored into
// CHECK-NOT: freed after the call
