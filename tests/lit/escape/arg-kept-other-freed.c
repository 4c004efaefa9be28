// A method that keeps one argument and only reads another: the read-only list escapes
// nowhere and shares no object with the kept name at the caller, so its graph is freed
// after the call while the name's is left to the method (per argument, not all or none).
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -pass-remarks=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>
#include <stdlib.h>

typedef struct L {
  struct L *next;
  int v;
} L;
typedef struct Svc {
  char *name;
  long acc;
} Svc;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

void Svc_set(Svc *self, char *name, L *tmp) {
  free(self->name);
  self->name = name;
  for (; tmp; tmp = tmp->next)
    self->acc += tmp->v;
}

int main(void) {
  L b = {NULL, 2}, a = {&b, 1};
  cormi_ref r = cormi_create(1, Svc_new);
  cormi_invoke(r, Svc_set, "a name", &a);
  return 0;
}

// CHECK-LABEL: escape @Svc_set arg1 escapes: stored into self {{.*}}arg-kept-other-freed.c:24
// CHECK: escape @Svc_set arg2 reuse: no object reachable from it escapes
// REMARK-DAG: remark: {{.*}}arg-kept-other-freed.c:32:{{[0-9]+}}: the received graph of argument 2 of Svc_set is freed after the call: no object reachable from it escapes the method, and at the caller it shares no object with an argument left to the method
// REMARK-DAG: remark: {{.*}}arg-kept-other-freed.c:32:{{[0-9]+}}: the received graph of argument 1 of Svc_set is left to the method (never freed by cormi): argument 1 may escape: stored into self
