// A local and a global array of 100 records that hold a pointer, filled through `&a[i]`
// (`getelementptr [100 x Rec], a, 0, i` before optimisation): the variable index is the
// same as pointer arithmetic on the records, so each array is smashed into element 0 as
// a heap array is and sent as an array of 24-byte records with the pointer at byte 8
// (before: "holds pointers stored through a variable index next to data").
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %t.ll | FileCheck %s --check-prefix=HEAP
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rec { long id; char *name; double score; } Rec;
typedef struct S { int x; } S;
S *S_new(void) { return calloc(1, sizeof(S)); }
long S_sum(S *s, const Rec *r, int n) {
  long t = 0;
  (void)s;
  for (int i = 0; i < n; i++) t += r[i].id + (long)strlen(r[i].name);
  return t;
}
Rec grecs[100];
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, S_new);
  Rec recs[100];
  for (int i = 0; i < 100; i++) {
    recs[i].id = i;
    recs[i].name = strdup("x");
    grecs[i].id = i;
    grecs[i].name = strdup("y");
  }
  return (int)(cormi_invoke(s, S_sum, recs, 100) + cormi_invoke(s, S_sum, grecs, 100));
}

// HEAP: global @grecs size=2400 elem=24
// HEAP-NEXT: +8 -> {obj#{{[0-9]+}}+0}
// HEAP: alloca @main size=2400 elem=24
// HEAP-NEXT: +8 -> {obj#{{[0-9]+}}+0}

// CHECK-LABEL: -> S_sum
// CHECK:    node0 array elem=24 records ptr=[8->node1] null=[]: array of 24-byte records (alloca) allocated in main
// CHECK-LABEL: -> S_sum
// CHECK:    node0 array elem=24 records ptr=[8->node1] null=[]: array of 24-byte records (global) allocated in grecs
