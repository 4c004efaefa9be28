/* A tagged pointer in a union with an integer: the pointer member is stored, then its
 * bits are changed through the integer member (h->x.u |= 1). The sender would follow the
 * tagged value as a pointer (a misaligned copy, a wrong result on the server: found by a
 * reviewer); it must be a compile error at the call site. Never runs. */
#include <cormi.h>
#include <stdio.h>
#include <stdint.h>
typedef struct Leaf { long v; } Leaf;
typedef union U { Leaf *p; uintptr_t u; } U;
typedef struct H { U x; long k; } H;
typedef struct S { int d; } S;
S *S_new(void) { return cormi_new(S); }
__attribute__((noinline)) Leaf *untag(uintptr_t u) { return (Leaf *)(u & ~(uintptr_t)7); }
long S_tag(S *self, H *h) { return untag(h->x.u)->v + (long)(h->x.u & 7) * 100 + h->k; }
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, S_new);
  Leaf *l = cormi_new(Leaf); l->v = 40;
  H *h = cormi_new(H); h->x.p = l; h->x.u |= 1; h->k = 2;
  printf("local=%ld\n", S_tag(0, h));
  printf("tagged=%ld (exp 142)\n", cormi_invoke(s, S_tag, h));
  cormi_finalize();
  return 0;
}
