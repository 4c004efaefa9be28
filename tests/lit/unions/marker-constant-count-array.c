// Four tagged values in one malloc of a constant size: the allocation shows no element
// size (clang folds 4 * sizeof(Value) to 64), but the typed accesses show 16-byte Value
// records, so the object is an array of them and CORMI_UNION applies per record (it was
// a 64-byte struct, which no marker fits: the union's compile error). Unrolled at -O1,
// the accesses are byte offsets that name no struct: the error stays.

// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef enum { V_NUM, V_TEXT } Kind;
typedef struct Value { Kind tag; int n; union { long num; char *text; } u; } Value;
CORMI_UNION(Value, tag, (V_NUM, u.num), (V_TEXT, u.text));
typedef struct Srv { long x; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_sum(Srv *self, Value *v) {
  (void)self;
  long s = 0;
  for (int i = 0; i < 4; i++) s += v[i].tag == V_NUM ? v[i].u.num : (long)strlen(v[i].u.text);
  return s;
}

long send(cormi_ref s, int k) {
  Value *v = malloc(4 * sizeof *v);
  for (int i = 0; i < 4; i++) {
    if ((i + k) % 2) {
      v[i].tag = V_TEXT;
      v[i].u.text = strdup("text");
    } else {
      v[i].tag = V_NUM;
      v[i].u.num = i;
    }
  }
  return cormi_invoke(s, Srv_sum, v);
}

// CHECK-LABEL: shapes send#0 -> Srv_sum
// CHECK: node0 array elem=16 records ptr=[8->node1] null=[] tag@0:4 values=0,1 on=1: array of 16-byte records (malloc) allocated at send:30
// REMARK: remark: {{.*}}marker-constant-count-array.c:40:{{[0-9]+}}: union sent by Srv_sum: CORMI_UNION(Value, tag, ...) at {{.*}}marker-constant-count-array.c:17 switches on the tag at byte 0 of the records of (malloc) allocated at send:30: byte 8 is a pointer for u.text
