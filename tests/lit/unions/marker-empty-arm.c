// A tag value without a member, written alone in the marker (`(J_NULL)`): a T with that
// tag is sent with no pointer of the union (the tag switch lists the value, with no
// pointer field for it), so a null value no longer stops the sender.

// RUN: %clang -I %root/frontend-shim/include -O1 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef enum { J_NULL, J_NUM, J_STR } JK;
typedef struct J { JK tag; union { double num; char *str; } u; } J;
CORMI_UNION(J, tag, (J_NULL), (J_NUM, u.num), (J_STR, u.str));
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_get(Srv *self, J *j) {
  (void)self;
  return j->tag == J_STR ? (long)strlen(j->u.str) : j->tag == J_NUM ? (long)j->u.num : -1;
}

long use(cormi_ref s, int k, const char *t) {
  J *j = malloc(sizeof *j);
  if (k == 0) { j->tag = J_NULL; }
  else if (k == 1) { j->tag = J_NUM; j->u.num = k; }
  else { j->tag = J_STR; j->u.str = strdup(t); }
  return cormi_invoke(s, Srv_get, j);
}

// CHECK-LABEL: shapes use#0 -> Srv_get
// CHECK-NEXT:    arg1 graph node0
// CHECK-NEXT:    ret scalar
// CHECK-NEXT:    node0 struct size=16 alloc=malloc ptr=[8->node1] null=[] tag@0:4 values=0,1,2 on=2
// CHECK-NEXT:    node1 array elem=1: bytes (strdup)
// REMARK: remark: {{.*}}marker-empty-arm.c:{{[0-9]+}}:{{[0-9]+}}: union sent by Srv_get: CORMI_UNION(J, tag, ...) at {{.*}}marker-empty-arm.c:15 switches on the tag at byte 0 of the object (malloc) allocated at use:{{[0-9]+}}: byte 8 is a pointer for u.str
