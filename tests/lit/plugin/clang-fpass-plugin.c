// The plugin loads into clang with -fpass-plugin and `cormi` runs at the pipeline-start
// extension point at -O0 and at -O2: each remote call is reported as a remark at its
// source location. CORMI_PARAMS sets the parameters used at extension points.

// RUN: %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O0 -g -Rpass-analysis=cormi -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O2 -g -Rpass-analysis=cormi -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: env CORMI_PARAMS='mode=site' %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O2 -g -Rpass-analysis=cormi -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,SITE

#include <cormi.h>

typedef struct Acc { float v; } Acc;

float Acc_add(Acc *self, float x, char c) { return self->v += x + c; }

float use(cormi_ref r) {
  // CHECK: clang-fpass-plugin.c:[[@LINE+3]]:10: remark: remote call site 0x{{[0-9a-f]+}} of Acc_add
  // ALL-SAME: (mode all) [-Rpass-analysis=cormi]
  // SITE-SAME: (mode site) [-Rpass-analysis=cormi]
  return cormi_invoke(r, Acc_add, 1.5f, 'a');
}
