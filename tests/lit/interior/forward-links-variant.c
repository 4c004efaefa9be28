// The forward links of a TAILQ (`tqh_first`, `tqe_next`) reach elements only, while its
// back links (`tqh_last`, `tqe_prev`) reach the head and the elements: the two are one
// class of objects, laid out as a polymorphic node (told apart by size). A slot whose
// objects all have one size gets that size's variant node instead (no variant index on
// the wire, no extent query); the back links keep the polymorphic node.

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/queue.h>

typedef struct Item { int64_t v; TAILQ_ENTRY(Item) link; } Item;
TAILQ_HEAD(Q, Item);
typedef struct Sum { int64_t n; } Sum;

int64_t Sum_q(Sum *self, struct Q *q) {
  Item *it;
  TAILQ_FOREACH(it, q, link) self->n += it->v;
  return self->n;
}

int64_t send(cormi_ref s, int n) {
  struct Q *q = malloc(sizeof *q);
  TAILQ_INIT(q);
  for (int i = 0; i < n; i++) {
    Item *it = malloc(sizeof *it);
    it->v = i;
    TAILQ_INSERT_TAIL(q, it, link);
  }
  return cormi_invoke(s, Sum_q, q);
}

// CHECK-LABEL: shapes send#0 -> Sum_q
// CHECK-NEXT: arg1 graph node[[HEAD:[1-9][0-9]*]]
// CHECK: node0 poly [16->node[[HEAD]], 24->node[[ITEM:[0-9]+]]]
// CHECK-NEXT: node[[HEAD]] struct size=16 alloc=malloc ptr=[0->node[[ITEM]], 8->node[[BACK:[0-9]+]]]
// CHECK-NEXT: node[[ITEM]] struct size=24 alloc=malloc ptr=[8->node[[ITEM]], 16->node[[BACK]]]
// CHECK-NEXT: node[[BACK]] interior +offset ->node0:

