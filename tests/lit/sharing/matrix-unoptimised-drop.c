// The paper's figure 12 as cormicc hands it to the pass (before mem2reg: every local is
// an alloca): a 16x16 matrix as an array of row arrays, each row a fresh allocation kept
// in the local `row` and stored once into m[i]. Acyclic, nothing shared: dropped.
// RUN: %clang -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-sharing>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>

typedef struct Foo { double trace; } Foo;
Foo *Foo_new(void) { return cormi_new(Foo); }
void Foo_send(Foo *self, double **m) {
  for (size_t i = 0; i < cormi_array_length(m); i++) self->trace += m[i][i];
}

int main(void) {
  double **m = cormi_new_array(double *, 16);
  for (int i = 0; i < 16; i++) {
    double *row = cormi_new_array(double, 16);
    for (int j = 0; j < 16; j++) row[j] = i * j;
    m[i] = row;
  }
  cormi_ref f = cormi_create(1, Foo_new);
  cormi_invoke(f, Foo_send, m);
  return 0;
}

// CHECK-LABEL: sharing main#1 -> Foo_send args drop: the graph is acyclic and every object in it is referenced once
