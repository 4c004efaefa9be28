// A table's bucket field holds its first array (calloc(4, sizeof(Bucket)): a static
// size) or one grown to twice its count (malloc(sizeof(Bucket) * n * 2U), uthash's
// expansion: the element size is the product's first factor, the count's 2 the last):
// one node, an array of 16-byte records whose count is the block's extent / 16 (before:
// "whose size is known only at run time, holds pointers at offsets the analysis cannot
// tell apart").
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Item { long key; struct Item *next; } Item;
typedef struct Bucket { Item *head; unsigned count, mult; } Bucket;
typedef struct Table { Bucket *b; unsigned n; } Table;
typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long Srv_sum(Srv *s, Table *t) {
  long sum = 0;
  for (unsigned i = 0; i < t->n; i++)
    for (Item *it = t->b[i].head; it; it = it->next) sum += it->key;
  s->calls++;
  return sum;
}

static void expand(Table *t) {
  Bucket *nb = malloc(sizeof(Bucket) * t->n * 2U);
  memset(nb, 0, sizeof(Bucket) * t->n * 2U);
  for (unsigned i = 0; i < t->n; i++)
    for (Item *it = t->b[i].head, *next; it; it = next) {
      next = it->next;
      Bucket *to = &nb[it->key & (t->n * 2U - 1U)];
      it->next = to->head;
      to->head = it;
      to->count++;
    }
  free(t->b);
  t->b = nb;
  t->n *= 2U;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Table t = {calloc(4, sizeof(Bucket)), 4};
  for (long k = 0; k < argc + 20; k++) {
    Item *it = calloc(1, sizeof *it);
    it->key = k;
    Bucket *to = &t.b[k & (t.n - 1U)];
    it->next = to->head;
    to->head = it;
    if (++to->count > 3) expand(&t);
  }
  return (int)cormi_invoke(r, Srv_sum, &t);
}
// CHECK-LABEL: shapes main#{{[0-9]+}} -> Srv_sum
// CHECK:         node{{[0-9]+}} struct size=16 {{.*}}ptr=[0->node[[A:[0-9]+]]]
// CHECK:         node[[A]] array elem=16 records ptr=[0->node{{[0-9]+}}] null=[]: array of 16-byte records (calloc) allocated at main:{{[0-9]+}} | sizes obj#{{[0-9]+}}=heap obj#{{[0-9]+}}=heap
// REMARK: remark: {{.*}}object sizes for Srv_sum: {{.*}}array of 16-byte records (calloc) allocated at main:{{[0-9]+}}: run-time extent (heap)
