// A data write through a union's pointer member under a test of its tag
// (`if (v->tag == V_TEXT) v->u.text[0] = '#';`) writes only the objects of the member
// the CORMI_UNION marker names for that tag: the strings, not the list cells another
// member points to (before: the i8 store landed on the cells' `next` pointers and the
// union was refused as "overlaps non-pointer data").

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t0.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-scalar-stores>' -disable-output %t0.ll | FileCheck %s --check-prefix=STORES
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t0.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t0.ll

#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Cell { struct Cell *next; long x; } Cell;
typedef enum { V_NUM = 1, V_TEXT, V_LIST } VK;
typedef struct Val { VK tag; union { long num; char *text; Cell *list; } u; } Val;
CORMI_UNION(Val, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.list));
typedef struct Acc { long total; } Acc;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

long Acc_add(Acc *self, Val *v, int n) {
  long h = 0;
  for (int i = 0; i < n; i++)
    for (Cell *c = v[i].tag == V_LIST ? v[i].u.list : 0; c; c = c->next) h += c->x;
  return self->total += h;
}

long use(cormi_ref a, int n) {
  Val *v = malloc((size_t)n * sizeof *v);
  for (int i = 0; i < n; i++) {
    if (i % 2) {
      char *t = malloc(8);
      snprintf(t, 8, "%d", i);
      v[i].tag = V_TEXT;
      v[i].u.text = t;
    } else {
      Cell *h = 0;
      for (int j = 0; j < 2; j++) {
        Cell *c = malloc(sizeof *c);
        c->x = i + j;
        c->next = h;
        h = c;
      }
      v[i].tag = V_LIST;
      v[i].u.list = h;
    }
  }
  long r = cormi_invoke(a, Acc_add, v, n);
  for (int i = 0; i < n; i++)
    if (v[i].tag == V_TEXT) v[i].u.text[0] = '#';
  return r;
}

// The write lands on the strings only, never on the cells (allocated at use:42).
// STORES: scalar-store ({{[0-9]+}}) malloc @use:35 +0 size=1: i8 stored in use:53
// STORES-NOT: malloc @use:42 +0 size=1: i8 stored in use:53
// CHECK-LABEL: shapes use#0 -> Acc_add
// CHECK:         node0 array elem=16 records ptr=[8->node1] null=[]: array of 16-byte records (malloc) allocated at use:32
// The cells' `next` holds cells only: their own variant node, not the strings' and
// cells' polymorphic one.
// CHECK:         node[[CELL:[0-9]+]] struct size=16 alloc=malloc ptr=[0->node[[CELL]]] null=[]: struct of 16 bytes (malloc) allocated at use:42
