// A record's field pointing to another record of the same array of a run-time count
// (`&a[i - 1]` into `calloc(n, sizeof(Ent))`, whose elements share element 0's fields in
// the analysis) may point to a later element: it travels as (object, offset found at run
// time). The array's own pointer, which only ever holds the start, sends no offset.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Ent { int64_t v; struct Ent *peer; } Ent;
typedef struct Tab { Ent *ents; int64_t n; } Tab;
typedef struct Srv { int64_t x; } Srv;

int64_t Srv_sum(Srv *self, Tab *t) {
  int64_t s = self->x;
  for (int64_t i = 0; i < t->n; i++) s += t->ents[i].peer ? t->ents[i].peer->v : 0;
  return s;
}

int64_t send(cormi_ref s, int64_t n) {
  Tab *t = malloc(sizeof *t);
  t->n = n;
  t->ents = calloc(n, sizeof(Ent));
  for (int64_t i = 1; i < n; i++) t->ents[i].peer = &t->ents[i - 1];
  return cormi_invoke(s, Srv_sum, t);
}

// SHAPE-LABEL: shapes send#0 -> Srv_sum
// SHAPE-NEXT:    arg1 graph node0
// SHAPE:         node0 struct size=16 alloc=malloc ptr=[0->node1]
// SHAPE:         node1 array elem=16 records ptr=[8->node2]
// SHAPE:         node2 interior +offset ->node1: the pointer at byte 8 of the records of (calloc) allocated at send:28
// REMARK: remark: element-field-runtime-count.c:30:{{[0-9]+}}: the pointer at byte 8 of the records of (calloc) allocated at send:28 (the pointer arithmetic at {{.*}}element-field-runtime-count.c:{{[0-9]+}} (in {{.*}}) moves it to offset * of (calloc) allocated at send:28) in the graphs of Srv_sum travels as (object, offset): array of 16-byte records (calloc) allocated at send:28 whole, the pointer at an offset found at run time (a small integer on the wire: LEB128, one byte below 128)
