// A string builder whose memcpy measures its source with strlen of an expression read
// again for the copy (a union's string member, `v->u.str`, loaded twice): the copy is
// a byte copy from the union's objects, which include an array of pointers, so the
// buffer holds pointers at offsets not known. The error names the memcpy by file:line
// and how to write the copy so that it moves no pointer (before: no instruction named).
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef enum { T_STR, T_LIST } Kind;
typedef struct V { Kind tag; union { char *str; struct V **items; } u; int n; } V;
CORMI_UNION(V, tag, (T_STR, u.str), (T_LIST, u.items));
typedef struct P { int calls; } P;

P *P_new(void) { return calloc(1, sizeof(P)); }

static void emit(const V *v, char **buf, size_t *len) {
  if (v->tag == T_STR) {
    size_t l = strlen(v->u.str);
    *buf = realloc(*buf, *len + l + 1);
    memcpy(*buf + *len, v->u.str, l + 1);
    *len += l;
    return;
  }
  for (int i = 0; i < v->n; i++) emit(v->u.items[i], buf, len);
}

char *P_print(P *self, const V *v) {
  char *b = NULL;
  size_t l = 0;
  emit(v, &b, &l);
  self->calls++;
  return b;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref p = cormi_create(1, P_new);
  V *a = calloc(1, sizeof *a);
  a->tag = T_STR;
  a->u.str = strdup(argv[0]);
  V *l = calloc(1, sizeof *l);
  l->tag = T_LIST;
  l->n = 1;
  l->u.items = malloc(sizeof *l->u.items);
  l->u.items[0] = a;
  return cormi_invoke(p, P_print, l)[0];
}
// CHECK: error: {{.*}}string-copy-refused-names-copy.c:{{[0-9]+}}:{{[0-9]+}}: {{.*}}the result of P_print: the object (realloc) allocated at emit:{{[0-9]+}}, whose size is known only at run time, holds pointers at offsets the analysis cannot tell apart (the call of memcpy at {{.*}}string-copy-refused-names-copy.c:24 (in emit) moves them; a copy of a string's bytes moves no pointer when its length is strlen of the pointer it copies from, held in one variable
