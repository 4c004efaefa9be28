// An array of records holding pointers, sorted with qsort by the records' own size
// (sizeof *e): qsort moves whole records, so each pointer keeps its offset in the record
// and the array is sent as 32-byte records with pointers at bytes 0 and 16 (before: "the
// records ... hold pointers at offsets the analysis cannot tell apart").
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Emp { char *name; int age; double *hist; int nh; } Emp;
typedef struct Hr { long calls; } Hr;

static int by_name(const void *a, const void *b) { return strcmp(((const Emp *)a)->name, ((const Emp *)b)->name); }

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
  qsort(e, (size_t)n, sizeof *e, by_name);
  return (int)cormi_invoke(h, Hr_sum, e, n);
}
// CHECK-LABEL: shapes main#{{[0-9]+}} -> Hr_sum
// CHECK:         node{{[0-9]+}} array elem=32 records ptr=[0->node{{[0-9]+}}, 16->node{{[0-9]+}}] null=[]: array of 32-byte records (malloc) allocated at main:{{[0-9]+}}
