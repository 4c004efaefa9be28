// Tagged structs inside another struct (`struct Row { int id; Val cols[3]; }`): the
// marker applies to Val objects and arrays of them, not to Vals nested in a Row, so the
// union's error says so (it told the user to add the CORMI_UNION the program has).

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef enum { V_NUM, V_TEXT } Kind;
typedef struct Val { Kind tag; union { long num; char *text; } u; } Val;
CORMI_UNION(Val, tag, (V_NUM, u.num), (V_TEXT, u.text));
typedef struct Row { int id; Val cols[3]; } Row;
typedef struct Srv { long n; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

static long vh(const Val *v) { return v->tag == V_NUM ? v->u.num : (long)strlen(v->u.text); }
long Srv_row(Srv *self, Row *r) {
  (void)self;
  long h = r->id;
  for (int i = 0; i < 3; i++) h += vh(&r->cols[i]);
  return h;
}

long send(cormi_ref s) {
  Row *r = calloc(1, sizeof *r);
  for (int i = 0; i < 3; i++) {
    if (i == 1) {
      r->cols[i].tag = V_TEXT;
      r->cols[i].u.text = strdup("col");
    } else {
      r->cols[i].tag = V_NUM;
      r->cols[i].u.num = i * 10;
    }
  }
  return cormi_invoke(s, Srv_row, r);
}

// CHECK: nested-marker-refused.c:39:{{[0-9]+}}: {{.*}}cormi: argument 1 of Srv_row: is a union whose active member cannot be known: {{.*}}(if byte {{[0-9]+}} is inside a Val held in a bigger struct: CORMI_UNION(Val, tag, ...) at {{.*}}nested-marker-refused.c:14 applies to objects and arrays of Val itself
