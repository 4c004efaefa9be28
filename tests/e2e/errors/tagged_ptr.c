/* Must not compile: a tagged pointer kept in an integer field ((uintptr_t)l | 1), which
 * the remote method masks and dereferences. The field would travel as its bytes, so the
 * receiver would follow the sender's address. run.sh checks that cormicc fails with
 * "tagged_ptr.c:LINE:COL: error: cormi: argument 1 of S_tag: the integer at byte 0 ...
 * turned back into a pointer at tagged_ptr.c:LINE". */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
typedef struct Leaf { long v; } Leaf;
typedef struct H { uintptr_t p; long k; } H;
typedef struct S { int d; } S;
S *S_new(void) { return cormi_new(S); }
long S_tag(S *self, H *h) {
  Leaf *l = (Leaf *)(h->p & ~(uintptr_t)1);
  return l->v + (long)(h->p & 1) * 100 + h->k;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, S_new);
  Leaf *l = cormi_new(Leaf);
  l->v = 40;
  H *h = cormi_new(H);
  h->p = (uintptr_t)l | 1;
  h->k = 2;
  printf("tagged=%ld (exp 142)\n", cormi_invoke(s, S_tag, h));
  cormi_finalize();
  return 0;
}
