// A narrowing conversion of a cormi_invoke argument gets the warning clang gives for
// the same direct call, at the argument's file:line:col: a constant whose value
// changes always (-Wliteral-conversion, on by default), a long for an int under
// -Wconversion (-Wshorten-64-to-32).

// RUN: %clang -I %root/frontend-shim/include -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %clang -I %root/frontend-shim/include -fsyntax-only -Wconversion %s 2>&1 | FileCheck %s --check-prefix=CONV

#include <cormi.h>

typedef struct Acc { long total; } Acc;

long Acc_addi(Acc *self, int v) { return self->total += v; }

long use(cormi_ref a, long big) {
  long x = cormi_invoke(a, Acc_addi, 1.5);
  long y = cormi_invoke(a, Acc_addi, big);
  return x + y;
}

// DEFAULT: narrowing-warns.c:16:38: warning: implicit conversion from 'double' to 'int' changes value from 1.5 to 1 [-Wliteral-conversion]
// DEFAULT-NOT: warning:
// CONV: narrowing-warns.c:16:38: warning: implicit conversion from 'double' to 'int' changes value from 1.5 to 1 [-Wliteral-conversion]
// CONV: narrowing-warns.c:17:38: warning: implicit conversion loses integer precision: 'long' to 'int' [-Wshorten-64-to-32]
