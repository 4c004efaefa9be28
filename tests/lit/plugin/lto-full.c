// Under full LTO the plugin runs `cormi` at the full-LTO-early extension point when
// ld.lld loads it (--load-pass-plugin): the linked module's call sites are reported.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -O2 -g -flto -I %root/frontend-shim/include -c %s -o %t/a.o
// RUN: %clang -O2 -flto -DSTUB -c %s -o %t/stub.o
// RUN: %clang -fuse-ld=lld -flto -Wl,--load-pass-plugin=%cormi -Wl,-mllvm,-pass-remarks-analysis=cormi %t/a.o %t/stub.o -o %t/prog 2>&1 | FileCheck %s

#ifdef STUB
// Stands in for the runtime: only the link matters here.
void __cormi_invoke(unsigned long long r, void *m, ...) {}
#else
#include <cormi.h>

typedef struct Ctr { int n; } Ctr;

void Ctr_inc(Ctr *self, int by) { self->n += by; }

int main(void) {
  // CHECK: lto-full.c:[[@LINE+1]]:3: remote call site 0x{{[0-9a-f]+}} of Ctr_inc (mode all)
  cormi_invoke((cormi_ref)1, Ctr_inc, 2);
  return 0;
}
#endif
