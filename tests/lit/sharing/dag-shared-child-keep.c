// A DAG: the two fields of a pair hold one child (one fresh allocation stored twice).
// Acyclic, but the child is referenced from two places: the table is kept.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-sharing>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>

typedef struct Leaf { double v; } Leaf;
typedef struct Pair { Leaf *a; Leaf *b; } Pair;
typedef struct Sum { double total; } Sum;

Sum *Sum_new(void) { return cormi_new(Sum); }
double Sum_pair(Sum *self, Pair *p) { return self->total += p->a->v + p->b->v; }

int main(void) {
  Pair *p = cormi_new(Pair);
  Leaf *shared = cormi_new(Leaf);
  p->a = shared;
  p->b = shared;
  cormi_ref s = cormi_create(1, Sum_new);
  return (int)cormi_invoke(s, Sum_pair, p);
}

// CHECK-LABEL: sharing main#1 -> Sum_pair args keep: the object allocated at {{.*}}dag-shared-child-keep.c:18 (cormi_alloc_object) may be referenced twice: the store at {{.*}}dag-shared-child-keep.c:{{19|20}} stores an allocation that another store also puts into the graph
// REMARK: remark: {{.*}}: handle table kept for the arguments of Sum_pair: the object allocated at {{.*}}dag-shared-child-keep.c:18 (cormi_alloc_object) may be referenced twice
