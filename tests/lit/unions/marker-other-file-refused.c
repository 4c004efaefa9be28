// Value (with CORMI_UNION) here and Shape in another file have equal LLVM layouts, so
// llvm-link gives both one IR struct type: the IR type alone would take Shape's objects
// for Values. Their C names survive in the TBAA tags (clang at -O1 and above), and the
// marker is refused for the object accessed as struct Shape.

// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -emit-llvm -c %s -o %t.a.bc
// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -emit-llvm -c %S/Inputs/other-file-shape.c -o %t.b.bc
// RUN: llvm-link %t.a.bc %t.b.bc -o %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s --check-prefix=MERGED
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.bc 2>&1 | FileCheck %s

#include <cormi.h>
#include <string.h>

typedef struct Value { int tag; union { long num; char *text; } u; } Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text));
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Srv_value(Srv *self, Value *v) {
  (void)self;
  return v->tag == 1 ? v->u.num : (long)strlen(v->u.text);
}

long use_value(cormi_ref r, char *text) {
  Value v = {.tag = 2, .u.text = text};
  return cormi_invoke(r, Srv_value, &v);
}

// One IR type for both structs:
// MERGED-NOT: %struct.Shape = type
// CHECK: other-file-shape.c:{{[0-9]+}}:{{[0-9]+}}: {{.*}}cormi: argument 1 of Srv_shape: CORMI_UNION(Value, tag, ...) at {{.*}}marker-other-file-refused.c:16 fits the object (malloc) allocated at use_shape:{{[0-9]+}} by its size and layout, but that object is accessed as struct Shape (at {{.*}}other-file-shape.c:{{[0-9]+}} in {{use_shape|Srv_shape}}), not as Value
