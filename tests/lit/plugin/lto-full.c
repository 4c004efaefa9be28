// Under full LTO the plugin runs `cormi` at the full-LTO-early extension point when
// ld.lld loads it (--load-pass-plugin): the linked module is the whole program, so its
// call sites are reported and lowered, and the program runs on 2 nodes (the runtime's
// start-up guard, linked in before LTO, sees the lowered sites and lets it run).

// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -flto -I %root/frontend-shim/include -c %s -o %t/a.o
// RUN: %clang -O2 -fuse-ld=lld -flto -Wl,--load-pass-plugin=%cormi -Wl,-mllvm,-pass-remarks-analysis=cormi %t/a.o %root/target/release/cormi-rt-helpers.bc %root/target/release/libcormi_rt.a -lpthread -ldl -lm -o %t/prog 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: %root/target/release/cormirun -n 2 %t/prog | FileCheck %s --check-prefix=OUT

#include <cormi.h>
#include <stdio.h>

typedef struct Ctr { int n; } Ctr;

Ctr *Ctr_new(void) { return cormi_new(Ctr); }
int Ctr_inc(Ctr *self, int by) { return self->n += by; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref c = cormi_create(1, Ctr_new);
  // LINK: lto-full.c:[[@LINE+1]]:11: remote call site 0x{{[0-9a-f]+}} of Ctr_inc (mode all)
  int a = cormi_invoke(c, Ctr_inc, 2);
  int b = cormi_invoke(c, Ctr_inc, 3);
  // OUT: counter 2 5
  printf("counter %d %d\n", a, b);
  cormi_finalize();
  return 0;
}
