/* Pointers punned through double, long double and __int128 union members
 * keep their targets (a double loaded and stored, or multiplied by 1.0). */
#include <string.h>
#include "aliascheck.h"

int x, y;
union UD { int *p; double d; };
union UF { struct { int *a, *b; } s; __int128 w; };
union UV { int *p; long double ld; };

NOINLINE void puns(void) {
  union UD u, v;
  u.p = &x;
  double tmp = u.d;
  v.d = tmp;
  MAYALIAS(v.p, &x);
  union UF c, d;
  c.s.a = &x;
  c.s.b = &y;
  d.w = c.w;
  MAYALIAS(d.s.b, &y);
  union UD e;
  e.d = u.d * 1.0;
  MAYALIAS(e.p, &x);
  union UV l, m;
  l.p = &y;
  m.ld = l.ld;
  MAYALIAS(m.p, &y);
  int *arr[2] = {&x, &y};
  __int128 w;
  memcpy(&w, arr, 16);
  int *o[2];
  memcpy(o, &w, 16);
  MAYALIAS(o[1], &y);
}

int main(void) { puns(); return 0; }
