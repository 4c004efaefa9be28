/* One-past-the-end pointers (end = a + n, n known only at run time) of global, stack and
 * heap arrays, where the code generator may put another object right after the array:
 * the end pointer's address could be that object's start, and the sender must still send
 * it as the end of its own array (the pass makes noted stack objects a byte longer).
 * Before: `Rng w = { lb, lb + 4 }` arrived as 8 elements running into la's copy
 * ("stack lb k=4: remote 297008 local 260004"), in every mode. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "end_pointer_locals"
#include "check.h"
typedef struct Rng { int *b, *e; } Rng;
typedef struct Svc { int x; } Svc;
Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }
long Svc_sum(Svc *self, Rng *r) { (void)self; long s = 0; for (int *p = r->b; p != r->e; p++) { s += *p; if (p - r->b > 1000) return -999; } return s * 1000 + (r->e - r->b); }
long Svc_sum2(Svc *self, int *b, int *e) { (void)self; long s = 0; for (int *p = b; p != e; p++) { s += *p; if (p - b > 1000) return -999; } return s * 1000 + (e - b); }
int ga[4] = {1, 2, 3, 4};
int gb[4] = {10, 20, 30, 40};
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Svc_new);
  int n = 3 + (argc > 100);   /* not a constant */
  int la[4] = {5, 6, 7, 8}, lb[4] = {50, 60, 70, 80};
  (void)lb;
  for (int k = n; k <= 4; k++) {
    Rng r = { ga, ga + k };
    long v = cormi_invoke(s, Svc_sum, &r);
    long lv = Svc_sum(NULL, &r);
    CHECK(v == lv); if (v != lv) fprintf(stderr, "global k=%d: remote %ld local %ld\n", k, v, lv);
    v = cormi_invoke(s, Svc_sum2, ga, ga + k);
    CHECK(v == lv); if (v != lv) fprintf(stderr, "global args k=%d: remote %ld local %ld\n", k, v, lv);
    Rng q = { la, la + k };
    v = cormi_invoke(s, Svc_sum, &q); lv = Svc_sum(NULL, &q);
    CHECK(v == lv); if (v != lv) fprintf(stderr, "stack k=%d: remote %ld local %ld\n", k, v, lv);
    Rng w = { lb, lb + k };
    v = cormi_invoke(s, Svc_sum, &w); lv = Svc_sum(NULL, &w);
    CHECK(v == lv); if (v != lv) fprintf(stderr, "stack lb k=%d: remote %ld local %ld\n", k, v, lv);
    int *h = malloc(4 * sizeof *h); for (int i = 0; i < 4; i++) h[i] = 100 + i;
    Rng z = { h, h + k };
    v = cormi_invoke(s, Svc_sum, &z); lv = Svc_sum(NULL, &z);
    CHECK(v == lv); if (v != lv) fprintf(stderr, "heap k=%d: remote %ld local %ld\n", k, v, lv);
    free(h);
  }
  cormi_finalize();
  return failures != 0;
}
