// A method returning a char * member (`self->name`, a heap string of its own): the
// result points to its object's start, so it travels as the whole string, with no
// member copy (the caller frees the received string itself).

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Svc {
  int id;
  char *name;
} Svc;

Svc *Svc_new(int id) {
  Svc *s = calloc(1, sizeof *s);
  s->id = id;
  s->name = strdup("alpha");
  return s;
}

char *Svc_name(Svc *self) { return self->name; }

int name_len(void) {
  cormi_ref s = cormi_create(1, Svc_new, 7);
  char *n = cormi_invoke(s, Svc_name);
  int k = (int)strlen(n);
  free(n);
  return k;
}

// CHECK-LABEL: remark: result-string-member-whole.c:29:{{[0-9]+}}: call-site marshaler generated for Svc_name (wire id {{.*}}, graph: bytes (strdup) allocated at Svc_new:21 (size at run time)
// CHECK-NOT: points inside its object
// CHECK: remark: result-string-member-whole.c:29:{{[0-9]+}}: calls of Svc_name check at run time
