// A list built by a function compiled outside the module (declared, no body) is memory
// the analysis cannot see into: a compile error that says so and names the call, and
// the fix (compile that file with cormicc), never a send of a guessed layout.
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>

typedef struct Node { long v; struct Node *next; } Node;
typedef struct Srv { long calls; } Srv;

Node *build_list(int n); /* defined in an object gcc compiled */

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long Srv_sum(Srv *s, Node *l) {
  long t = 0;
  for (; l; l = l->next) t += l->v;
  s->calls++;
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Node *l = build_list(10);
  // CHECK: error: external-code-data.c:[[@LINE+1]]:{{[0-9]+}}: {{.*}}cormi: argument 1 of Srv_sum: points to memory the analysis cannot see into: made or changed by code outside the module (such as the call of build_list at {{.*}}external-code-data.c:[[@LINE-1]] (in main)){{.*}}compile the files that define such functions with cormicc
  long t = cormi_invoke(r, Srv_sum, l);
  cormi_finalize();
  return t == 45 ? 0 : 1;
}
