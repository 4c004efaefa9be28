/* Must not compile: a caller's pointer passed as two 32-bit integer arguments, which
 * the remote method puts back together into a pointer, so it would follow the caller's
 * address. run.sh builds it with -DHOW=1..3 and checks that cormicc fails with
 * "pointer_pieces_args.c:LINE:COL: error: cormi: argument 1 of Srv_get is an integer
 * that holds an address of this node (made from a pointer), and Srv_get turns it into a
 * pointer".
 *   HOW=1: rebuilt through a union
 *   HOW=2: rebuilt with shifts and or
 *   HOW=3: or-ed into a 64-bit integer, memcpy'd into a pointer */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef HOW
#define HOW 1
#endif

typedef struct Box { long v; } Box;
typedef union Split { Box *p; uint32_t h[2]; } Split;
typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

long Srv_get(Srv *self, uint32_t lo, uint32_t hi) {
  self->calls++;
  Box *p;
#if HOW == 1
  Split s;
  s.h[0] = lo;
  s.h[1] = hi;
  p = s.p;
#elif HOW == 2
  p = (Box *)(((uintptr_t)hi << 32) | lo);
#else
  uint64_t w = ((uint64_t)hi << 32) | lo;
  memcpy(&p, &w, sizeof p);
#endif
  return p->v;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Box *b = malloc(sizeof *b);
  b->v = 42;
  long x = cormi_invoke(s, Srv_get, (uint32_t)(uintptr_t)b, (uint32_t)((uintptr_t)b >> 32));
  printf("%ld\n", x);
  free(b);
  cormi_release(s);
  cormi_finalize();
  return x != 42;
}
