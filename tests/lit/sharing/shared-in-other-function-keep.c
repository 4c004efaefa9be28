// The sharing is created in another function: `alias_b` copies p->a into p->b (a store
// of a loaded pointer). Every store in main is a fresh allocation stored once, but the
// store in alias_b is not: the table is kept.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-sharing>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>

typedef struct Leaf { double v; } Leaf;
typedef struct Pair { Leaf *a; Leaf *b; } Pair;
typedef struct Sum { double total; } Sum;

Sum *Sum_new(void) { return cormi_new(Sum); }
double Sum_pair(Sum *self, Pair *p) { return self->total += p->a->v + (p->b ? p->b->v : 0); }

__attribute__((noinline)) void alias_b(Pair *p) { p->b = p->a; }

int main(int argc, char **argv) {
  (void)argv;
  Pair *p = cormi_new(Pair);
  p->a = cormi_new(Leaf);
  if (argc > 1) alias_b(p);
  cormi_ref s = cormi_create(1, Sum_new);
  return (int)cormi_invoke(s, Sum_pair, p);
}

// CHECK-LABEL: sharing main#1 -> Sum_pair args keep: the object allocated at {{.*}}shared-in-other-function-keep.c:22 (cormi_alloc_object) may be referenced twice: the store at {{.*}}shared-in-other-function-keep.c:17 stores a pointer that is not a fresh allocation
// REMARK: remark: {{.*}}: handle table kept for the arguments of Sum_pair: {{.*}} the store at {{.*}}shared-in-other-function-keep.c:17 stores a pointer that is not a fresh allocation
