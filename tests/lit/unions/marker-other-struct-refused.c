// CORMI_UNION(Value, ...) fits Shape's objects by size and layout (a pointer overlapping
// a number at byte 8, a 4-byte field at byte 0), but Shape is another struct: its kind 1
// is its pointer where Value's tag 1 is a number. The marker must not be applied to
// Shape's objects: a compile error naming both structs and the access that shows the
// object is a Shape. (Before the marker named its struct, Shape's number was followed
// as a pointer: tests/e2e/errors/union_marker_other_struct.c crashed the sender.)

// RUN: %clang -I %root/frontend-shim/include -O0 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

typedef struct Value { int tag; union { long num; char *text; } u; } Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text));
typedef struct Node { long v; } Node;
typedef struct Shape { int kind; union { Node *p; long n; } u; } Shape;
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_shape(Srv *self, Shape *s) {
  (void)self;
  return s->kind == 1 ? s->u.p->v : s->u.n;
}

long use(cormi_ref r, long k) {
  Shape *s = malloc(sizeof *s);
  if (k) {
    s->kind = 1;
    s->u.p = malloc(sizeof(Node));
  } else {
    s->kind = 2;
    s->u.n = 7;
  }
  return cormi_invoke(r, Srv_shape, s);
}

// CHECK: marker-other-struct-refused.c:[[@LINE-3]]:{{[0-9]+}}: {{.*}}cormi: argument 1 of Srv_shape: CORMI_UNION(Value, tag, ...) at {{.*}}marker-other-struct-refused.c:15 fits the object (malloc) allocated at use:{{[0-9]+}} by its size and layout, but that object is accessed as struct Shape (at {{.*}}marker-other-struct-refused.c:{{[0-9]+}} in {{use|Srv_shape}}), not as Value: the marker applies to Value objects only
