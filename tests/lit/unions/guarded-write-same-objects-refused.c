// A data write under a tag test narrows to the tested member's objects only: when the
// program also stores a list cell as that member (`u.text = (char *)cell` with tag
// V_TEXT), the write may land on the cell's `next` pointer and the union stays refused.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>

typedef struct Cell { struct Cell *next; long x; } Cell;
typedef enum { V_NUM = 1, V_TEXT, V_LIST } VK;
typedef struct Val { VK tag; union { long num; char *text; Cell *list; } u; } Val;
CORMI_UNION(Val, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.list));
typedef struct Acc { long total; } Acc;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Acc_add(Acc *self, Val *v) {
  long h = 0;
  for (Cell *c = v->tag == V_LIST ? v->u.list : 0; c; c = c->next) h += c->x;
  return self->total += h;
}

long use(cormi_ref a) {
  Val *v = malloc(2 * sizeof *v);
  Cell *c = malloc(sizeof *c);
  c->x = 1;
  c->next = c;
  v[0].tag = V_LIST;
  v[0].u.list = c;
  v[1].tag = V_TEXT;
  v[1].u.text = (char *)c;
  long r = cormi_invoke(a, Acc_add, v);
  if (v[1].tag == V_TEXT) v[1].u.text[0] = '#';
  return r;
}

// CHECK: error: {{.*}}argument 1 of Acc_add: {{.*}}overlaps non-pointer data (i8 stored in use:35)
