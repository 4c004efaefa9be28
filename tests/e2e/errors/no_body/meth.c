/* The methods of tests/e2e/errors/no_body/main.c, compiled apart with plain clang. */
#include <cormi.h>
typedef struct N { long v; struct N *next; } N;
typedef struct S { int d; } S;
S *S_new(void) { return cormi_new(S); }
N *S_mk(S *self, int n) {
  N *h = 0;
  for (int i = 1; i <= n; i++) {
    N *x = cormi_new(N);
    x->v = i;
    x->next = h;
    h = x;
  }
  return h;
}
