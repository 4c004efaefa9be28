// A tagged union whose objects at this call site only ever hold numbers: the method
// reads `v->u.s` under the other tag, so byte 8 is read as a pointer and written with
// data. CORMI_UNION says which: the number's bytes travel for tag 0, and for tag 1 the
// pointer member, which never points anywhere here, arrives as NULL. (Without the
// marker's reading of that slot this was the unmarked union's error.)

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Val { int k; union { double num; char *s; } u; } Val;
CORMI_UNION(Val, k, (0, u.num), (1, u.s));
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

double Srv_get(Srv *self, Val *v) {
  (void)self;
  return v->k == 0 ? v->u.num : (double)strlen(v->u.s);
}

double use(cormi_ref s, double d) {
  Val *x = malloc(sizeof *x);
  x->k = 0;
  x->u.num = d;
  return cormi_invoke(s, Srv_get, x);
}

// CHECK-LABEL: shapes use#0 -> Srv_get
// CHECK-NEXT:    arg1 graph node0
// CHECK-NEXT:    ret scalar
// CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[8->node1] null=[] tag@0:4 values=0,1 on=1: struct of 16 bytes (malloc) allocated at use:{{[0-9]+}}
// CHECK-NEXT:    node1 null: always null
// REMARK: remark: {{.*}}marker-pointer-member-never-stored.c:{{[0-9]+}}:{{[0-9]+}}: union sent by Srv_get: CORMI_UNION(Val, k, ...) at {{.*}}marker-pointer-member-never-stored.c:16 switches on the tag at byte 0 of the object (malloc) allocated at use:{{[0-9]+}}: byte 8 is a pointer for u.s
