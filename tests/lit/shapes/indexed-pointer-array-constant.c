// A constant-size array of more pointers than the heap analysis tracks slot by slot
// (calloc(100, sizeof(char *)), written through an index) is an array of pointers whose
// count comes from its extent, never a struct of the one pointer stored at byte 0.
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long Srv_bytes(Srv *s, char **v, int n) {
  long t = 0;
  for (int i = 0; i < n && v[i]; i++) t += (long)strlen(v[i]);
  s->calls++;
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  char **v = calloc(100, sizeof(char *));
  for (int i = 0; i < 99; i++) v[i] = strdup("word");
  // CHECK-LABEL: shapes main#1 -> Srv_bytes
  // CHECK: node0 array elem=8 ptr->node{{[0-9]+}}: array of pointers (calloc) allocated at main:[[@LINE-3]]
  long t = cormi_invoke(r, Srv_bytes, v, 100);
  cormi_finalize();
  return t == 396 ? 0 : 1;
}
