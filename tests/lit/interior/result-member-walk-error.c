// A method walking a pointer through a char array member (`while (*s != ':') s++;`):
// which member the result points into is not known from the method's code; the error
// names the method's own loop, not a line of the constructor that filled the member.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Kv {
  char *line;
  char prefix[16];
} Kv;

Kv *Kv_new(void) {
  Kv *k = calloc(1, sizeof *k);
  strcpy(k->prefix, "pre:fix");
  return k;
}

char *Kv_after_colon(Kv *self) {
  char *s = self->prefix;
  while (*s && *s != ':')
    s++;
  return s;
}

void show(void) {
  cormi_ref k = cormi_create(1, Kv_new);
  char *s = cormi_invoke(k, Kv_after_colon);
  free(s);
}

// CHECK: result-member-walk-error.c:33:{{[0-9]+}}: {{.*}}cormi: the result of Kv_after_colon points inside {{.*}}, and which member it points into is not known from the method's code: {{.*}} at {{.*}}result-member-walk-error.c:{{2[5-7]}} (in Kv_after_colon)
// CHECK-NOT: (in Kv_new)
