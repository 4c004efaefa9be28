// tsearch keeps its key in the library's tree nodes (one "tsearch-nodes" object, the
// key at byte 0): a node tfind returns or twalk's action gets points to the keys, and
// a key's own fields keep what the program stored (before: unknown code, so every key
// escaped and its fields could point to any object).
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <search.h>
#include <stdlib.h>
typedef struct L { struct L *next; long v; } L;
static void *root;
static L *first, *other;
static int cmp(const void *a, const void *b) { return (int)(((const L *)a)->v - ((const L *)b)->v); }
static void walk(const void *n, VISIT w, int d) {
  (void)w, (void)d;
  MAYALIAS(*(L *const *)n, first); // CHECK-DAG: check [[@LINE]] MAYALIAS ok
  NOALIAS(*(L *const *)n, other); // CHECK-DAG: check [[@LINE]] NOALIAS ok
}
int main(void) {
  L *a = malloc(sizeof *a), *b = malloc(sizeof *b), *c = malloc(sizeof *c);
  a->next = b;
  b->next = 0;
  first = a;
  other = c;
  tsearch(a, &root, cmp);
  L **found = tfind(b, &root, cmp);
  MAYALIAS(*found, a); // CHECK-DAG: check [[@LINE]] MAYALIAS ok
  NOALIAS(a->next, c); // CHECK-DAG: check [[@LINE]] NOALIAS ok
  NOALIAS(*found, c); // CHECK-DAG: check [[@LINE]] NOALIAS ok
  twalk(root, walk);
  return 0;
}
// CHECK: check-summary total=5 ok=5 fail=0
