// Under clang, a malformed remote call is a compile error at its source location
// (file:line:col from debug info), every error is reported, and clang exits 1.
// Without -g the error names the enclosing function instead.

// RUN: not %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O0 -g -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DBG
// RUN: not %clang -fpass-plugin=%cormi -I %root/frontend-shim/include -O0 -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODBG

#include <cormi.h>

typedef struct Acc { float v; } Acc;

float Acc_scale(Acc *self, float x) { return self->v * x; }

void use(cormi_ref r, long *p) {
  // DBG: clang-error-location.c:[[@LINE+3]]:3: error: cormi: argument 1 of remote method 'Acc_scale' (counted after self) has type ptr (a pointer), but 'Acc_scale' declares it as float
  // NODBG: error: cormi: in function 'use': argument 1 of remote method 'Acc_scale' (counted after self) has type ptr (a pointer), but 'Acc_scale' declares it as float
  // cormi.h's cormi_invoke would reject this in C already; call the intrinsic raw.
  ((float (*)(cormi_ref, void *, ...))__cormi_invoke)(r, (void *)Acc_scale, p);
  // DBG: clang-error-location.c:[[@LINE+2]]:3: error: cormi: __cormi_invoke of 'Acc_scale' passes 2 argument(s), but 'Acc_scale' takes 1 besides self
  // NODBG: error: cormi: in function 'use': __cormi_invoke of 'Acc_scale' passes 2 argument(s), but 'Acc_scale' takes 1 besides self
  ((float (*)(cormi_ref, void *, ...))__cormi_invoke)(r, (void *)Acc_scale, 1.0, 2.0);
}
// DBG: 2 errors generated.
