// The method frees the name it kept from an earlier call and keeps the new one: the
// pointer passed to free is loaded from self, not the argument, so the reason given is
// the store that keeps the argument, not the free.
// RUN: %clang -O2 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef struct Svc {
  char *name;
} Svc;

static Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

void Svc_rename(Svc *self, char *name) {
  free(self->name);
  self->name = name;
}

int main(void) {
  cormi_ref r = cormi_create(1, Svc_new);
  cormi_invoke(r, Svc_rename, "a name");
  return 0;
}

// CHECK-LABEL: escape @Svc_rename arg1 escapes: stored into self {{.*}}free-loaded-kept.c:17
