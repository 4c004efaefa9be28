// A tagged union whose objects come from allocation functions of the program (`num`,
// `text` return what they malloc): their size is known at run time only, but every one
// is accessed as a Value, so CORMI_UNION(Value, ...) applies as to objects of
// sizeof(Value): the decision is a UnionByMarker remark. (When markers applied to
// objects of static size only, this was the unmarked union's compile error.)

// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Value { int tag; union { double num; char *text; } u; } Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text));
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

static Value *num(double v) {
  Value *x = malloc(sizeof *x);
  x->tag = 1;
  x->u.num = v;
  return x;
}

static Value *text(const char *s) {
  Value *x = malloc(sizeof *x);
  x->tag = 2;
  x->u.text = strdup(s);
  return x;
}

double Srv_get(Srv *self, Value *v) {
  (void)self;
  return v->tag == 1 ? v->u.num : (double)strlen(v->u.text);
}

double use(cormi_ref s, double d) {
  Value *v = d > 0 ? num(d) : text("none");
  return cormi_invoke(s, Srv_get, v);
}

// CHECK: remark: {{.*}}marker-allocation-function.c:[[@LINE-3]]:{{[0-9]+}}: union sent by Srv_get: CORMI_UNION(Value, tag, ...) at {{.*}}marker-allocation-function.c:15 switches on the tag at byte 0 of the object {{.*}}: byte 8 is a pointer for u.text
