// A struct holding a fixed array of 100 records beside another pointer field, walked
// with a variable index: the whole struct is taken for an array of records, so the
// other pointer folds onto a record's pointer field and the two shapes cannot be told
// apart. The error says that and names README's fix (a malloc'd array behind a
// pointer), not only "it is an array"; a struct value of it names the type once.
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Member { char *name; int age; double *scores; int nscores; } Member;
typedef struct Team { int n; char title[20]; Member m[100]; struct Team *rival; } Team;
typedef struct League { long calls; } League;

League *League_new(void) { return calloc(1, sizeof(League)); }
long League_score(League *self, const Team *t) {
  long s = 0;
  for (int i = 0; i < t->n; i++) s += t->m[i].age + (long)strlen(t->m[i].name);
  self->calls++;
  return s + (t->rival ? t->rival->n : 0);
}
long League_byval(League *self, Team t) { return League_score(self, &t); }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref l = cormi_create(1, League_new);
  Team *t = calloc(1, sizeof *t);
  t->n = 3;
  for (int i = 0; i < t->n; i++) {
    t->m[i].name = strdup("x");
    t->m[i].scores = malloc(sizeof(double));
  }
  t->rival = t;
  return (int)(cormi_invoke(l, League_score, t) + cormi_invoke(l, League_byval, *t));
}

// CHECK-LABEL: argument 1 of League_score
// CHECK-SAME: it is taken for an array of 32-byte records (more than 64 records of a fixed-size array, written through a variable index); if it is a struct holding such an array beside other fields, allocate the array with malloc(n * sizeof *p) and keep a pointer to it in the struct
// CHECK-LABEL: argument 1 of League_byval
// CHECK-SAME: is struct Team, a struct value with more than 64 pointer members; pass a pointer to it instead
