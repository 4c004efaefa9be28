// Matrix rows pointing into one contiguous block of a run-time size
// (`row[i] = block + i * c` into `malloc(r * c * sizeof(double))`, an array whose
// elements share element 0 in the analysis): each row pointer may point past the block's
// start, so the elements of the row array travel as (object, offset found at run time)
// and every row arrives inside the one copy of the block.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Mat { int64_t r, c; double **row; } Mat;
typedef struct Srv { int64_t x; } Srv;

double Srv_trace(Srv *self, Mat *m) {
  double s = (double)self->x;
  for (int64_t i = 0; i < m->r && i < m->c; i++) s += m->row[i][i];
  return s;
}

double send(cormi_ref s, int64_t r, int64_t c) {
  Mat *m = malloc(sizeof *m);
  m->r = r;
  m->c = c;
  m->row = malloc(r * sizeof(double *));
  double *block = calloc(r * c, sizeof(double));
  for (int64_t i = 0; i < r; i++) m->row[i] = block + i * c;
  return cormi_invoke(s, Srv_trace, m);
}

// SHAPE-LABEL: shapes send#0 -> Srv_trace
// SHAPE-NEXT:    arg1 graph node0
// SHAPE:         node0 struct size=24 alloc=malloc ptr=[16->node1]
// SHAPE:         node1 array elem=8 ptr->node3: array of pointers (malloc) allocated at send:29
// SHAPE:         node2 array elem=8: array of 8-byte scalars (calloc) allocated at send:30
// SHAPE:         node3 interior +offset ->node2: the elements of the array of pointers (malloc) allocated at send:29 (the pointer arithmetic at {{.*}}element-row-runtime-count.c:31 (in send) moves it to offset * of (calloc) allocated at send:30)
// REMARK: remark: element-row-runtime-count.c:32:{{[0-9]+}}: the elements of the array of pointers (malloc) allocated at send:29 ({{.*}}) in the graphs of Srv_trace travels as (object, offset): array of 8-byte scalars (calloc) allocated at send:30 whole, the pointer at an offset found at run time (a small integer on the wire: LEB128, one byte below 128)
