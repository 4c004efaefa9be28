// A tree built by fresh allocations (one site per node, each stored once into its
// parent): acyclic, nothing shared, so the handle table is dropped for the arguments.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-sharing>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>

typedef struct Leaf { double v; } Leaf;
typedef struct Tree { Leaf *left; Leaf *right; int n; } Tree;
typedef struct Sum { double total; } Sum;

Sum *Sum_new(void) { return cormi_new(Sum); }
double Sum_tree(Sum *self, Tree *t) { return self->total += t->left->v + t->right->v; }

int main(void) {
  Tree *t = cormi_new(Tree);
  t->left = cormi_new(Leaf);
  t->right = cormi_new(Leaf);
  cormi_ref s = cormi_create(1, Sum_new);
  return (int)cormi_invoke(s, Sum_tree, t);
}

// CHECK-LABEL: sharing main#1 -> Sum_tree args drop: the graph is acyclic and every object in it is referenced once
// CHECK-NEXT: sharing main#1 -> Sum_tree result none: the result is not a pointer
// REMARK: remark: {{.*}}tree-fresh-drop.c:21:15: handle table dropped for the arguments of Sum_tree: the graph is acyclic
