/* Must not compile: a record holds a caller's pointer as integer pieces (two 32-bit
 * halves, or four 16-bit quarters), and the remote method puts the pieces back together
 * into a pointer through a union, memcpy or shifts, so it would follow the caller's
 * address. run.sh builds it with -DHOW=1..5 and checks that cormicc fails with
 * "pointer_pieces.c:LINE:COL: error: cormi: argument 1 of Srv_get: the integer at byte N
 * of the object ... holds a pointer converted to an integer, which is ..." (naming where
 * it becomes a pointer again), or, where the record's slot is itself read as a pointer,
 * "the pointer at byte N of the object ... is written as an integer piece of a pointer
 * at FILE:LINE".
 *   HOW=1: halves read out of a union, rebuilt through a union
 *   HOW=2: halves cut with shifts, rebuilt through a union
 *   HOW=3: halves read out of a union, copied into a pointer's bytes with memcpy
 *   HOW=4: quarters read out of a union, rebuilt through a union in a loop
 *   HOW=5: halves cut with shifts, or-ed into a 64-bit integer, memcpy'd into a pointer */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef HOW
#define HOW 1
#endif

typedef struct Box { long v; } Box;
typedef struct Ref { uint32_t lo; long pad; uint32_t hi; uint16_t q[4]; } Ref;
typedef union Split { Box *p; uint32_t h[2]; uint16_t q[4]; } Split;
typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

long Srv_get(Srv *self, Ref *r) {
  self->calls++;
  Box *p = NULL;
  Split s;
#if HOW == 1 || HOW == 2
  s.h[0] = r->lo;
  s.h[1] = r->hi;
  p = s.p;
#elif HOW == 3
  memcpy(&s.h[0], &r->lo, 4);
  memcpy(&s.h[1], &r->hi, 4);
  memcpy(&p, &s, sizeof p);
#elif HOW == 4
  for (int i = 0; i < 4; i++) s.q[i] = r->q[i];
  p = s.p;
#else
  uint64_t w = ((uint64_t)r->hi << 32) | r->lo;
  memcpy(&p, &w, sizeof p);
#endif
  return p->v;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Box *b = malloc(sizeof *b);
  b->v = 42;
  Ref *r = calloc(1, sizeof *r);
  Split sp;
  sp.p = b;
#if HOW == 1 || HOW == 3
  r->lo = sp.h[0];
  r->hi = sp.h[1];
#elif HOW == 4
  for (int i = 0; i < 4; i++) r->q[i] = sp.q[i];
#else
  r->lo = (uint32_t)(uintptr_t)b;
  r->hi = (uint32_t)((uintptr_t)b >> 32);
#endif
  long x = cormi_invoke(s, Srv_get, r);
  printf("%ld\n", x);
  free(r);
  free(b);
  cormi_release(s);
  cormi_finalize();
  return x != 42;
}
