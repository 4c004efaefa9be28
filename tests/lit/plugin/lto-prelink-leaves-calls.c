// With -flto, clang's pipeline-start extension point runs `cormi` on each translation
// unit before the link. Code generation needs the whole program, so a pre-link module
// keeps its __cormi_invoke calls (pass/src/codegen/gate.rs); lowering happens later,
// at link time or in cormicc, on the whole module.

// RUN: %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O2 -flto -S -emit-llvm %s -o - | FileCheck %s
// RUN: %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O0 -flto -S -emit-llvm %s -o - | FileCheck %s

#include <cormi.h>

typedef struct Ctr { int n; } Ctr;

void Ctr_inc(Ctr *self, int by) { self->n += by; }

// CHECK-LABEL: define {{.*}}@main(
// CHECK: call {{.*}}@__cormi_invoke(i64 {{.*}}, ptr {{.*}}@Ctr_inc, i32 {{.*}}2)
// CHECK-NOT: cormi_register_sites
int main(void) {
  cormi_invoke((cormi_ref)1, Ctr_inc, 2);
  return 0;
}
