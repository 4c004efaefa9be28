// A djb2 hash with `*s++` in a local helper of the caller, unrelated to the remote
// call, walks the same string: the call site still passes the string's start and
// compiles (bytes of the strdup block, sized by its run-time extent).

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t0.part.ll
// RUN: llvm-link %t0.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t0.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t0.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %t0.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t2.part.ll
// RUN: llvm-link %t2.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t2.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t2.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %t2.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Dict { int64_t n; } Dict;

int64_t Dict_put(Dict *self, const char *key) {
  self->n++;
  return (int64_t)strlen(key);
}

static unsigned long djb2(const char *s) {
  unsigned long h = 5381;
  int c;
  while ((c = *s++)) h = h * 33 + (unsigned long)c;
  return h;
}

unsigned long put(cormi_ref d, const char *text) {
  char *key = strdup(text);
  unsigned long h = djb2(key);
  h += (unsigned long)cormi_invoke(d, Dict_put, key);
  free(key);
  return h;
}

// CHECK-LABEL: shapes put#0 -> Dict_put
// CHECK:    arg1 graph node0
// CHECK:    node0 array elem=1: bytes (strdup) allocated at put:{{[0-9]+}} (size at run time) | sizes obj#{{[0-9]+}}=heap
// REMARK: remark: {{.*}}walk-in-local-helper.c:36:{{[0-9]+}}: object sizes for Dict_put: bytes (strdup) allocated at put:{{[0-9]+}} (size at run time): run-time extent (heap)
