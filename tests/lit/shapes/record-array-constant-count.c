// A record array allocated with a constant count (calloc(4, sizeof(Rec)): 64 bytes of
// 16-byte records) and grown with realloc(p, cap * sizeof(Rec)): one pointer, one shape,
// an array of 16-byte records whose count is the block's extent / 16 (before: "different
// shapes ... cannot be told apart ...: it is an array").
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rec { char *key; long v; } Rec;
typedef struct Vec { Rec *r; size_t n, cap; } Vec;
typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long Srv_sum(Srv *s, Vec *v) {
  long t = 0;
  for (size_t i = 0; i < v->n; i++) t += v->r[i].v * (long)strlen(v->r[i].key);
  s->calls++;
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Vec v = {calloc(4, sizeof(Rec)), 0, 4};
  for (int i = 0; i < argc + 10; i++) {
    if (v.n == v.cap) {
      v.cap *= 2;
      v.r = realloc(v.r, v.cap * sizeof(Rec));
      memset(v.r + v.n, 0, (v.cap - v.n) * sizeof(Rec));
    }
    v.r[v.n].key = strdup("key");
    v.r[v.n].v = i;
    v.n++;
  }
  return (int)cormi_invoke(r, Srv_sum, &v);
}
// CHECK-LABEL: shapes main#{{[0-9]+}} -> Srv_sum
// CHECK:         node[[V:[0-9]+]] struct size=24 alloc=malloc ptr=[0->node[[A:[0-9]+]]]
// CHECK:         node[[A]] array elem=16 records ptr=[0->node{{[0-9]+}}] null=[]: array of 16-byte records (calloc) allocated at main:{{[0-9]+}} | sizes obj#{{[0-9]+}}=heap obj#{{[0-9]+}}=heap
// REMARK: remark: {{.*}}object sizes for Srv_sum: {{.*}}array of 16-byte records (calloc) allocated at main:{{[0-9]+}}: run-time extent (heap)
