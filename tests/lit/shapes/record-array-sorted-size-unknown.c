// An array of records holding pointers sorted by a helper that passes qsort an element
// size the analysis does not know (a parameter): qsort may move any slot into any slot,
// so the records' pointer fields cannot be told apart. The error names the qsort call
// by file:line and the fix (before: no instruction named).
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Emp { char *name; int age; double *hist; int nh; } Emp;
typedef struct Hr { long calls; } Hr;

static int by_name(const void *a, const void *b) { return strcmp(((const Emp *)a)->name, ((const Emp *)b)->name); }

static void sort_by(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  qsort(base, n, size, cmp);
}

Hr *Hr_new(void) { return calloc(1, sizeof(Hr)); }

double Hr_sum(Hr *self, const Emp *e, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < e[i].nh; j++) s += e[i].hist[j] + (double)strlen(e[i].name);
  self->calls++;
  return s;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref h = cormi_create(1, Hr_new);
  int n = argc + 3;
  Emp *e = malloc((size_t)n * sizeof *e);
  for (int i = 0; i < n; i++) {
    e[i].name = strdup(argv[0] + i % 3);
    e[i].age = i;
    e[i].nh = 1;
    e[i].hist = malloc(sizeof(double));
    e[i].hist[0] = i;
  }
  sort_by(e, (size_t)n, sizeof *e, by_name);
  return (int)cormi_invoke(h, Hr_sum, e, n);
}
// CHECK: error: {{.*}}record-array-sorted-size-unknown.c:44:{{[0-9]+}}: {{.*}}argument 1 of Hr_sum: the records of the array (malloc) allocated at main:{{[0-9]+}} hold pointers at offsets the analysis cannot tell apart: the call of qsort at {{.*}}record-array-sorted-size-unknown.c:18 (in sort_by) moves pointers into it at a byte offset that is not a field of its records
// CHECK-SAME: qsort with `sizeof *a`
