/* Field sensitivity through nested structs: byte offsets of inner fields are
 * distinct from each other and from the outer fields. */
#include "aliascheck.h"

struct inner { int x; int y; };
struct outer { int head; struct inner in; struct inner arr_like; int tail; };

NOINLINE void nested(void) {
  struct outer o;
  struct inner *ip = &o.in;
  NOALIAS(&o.in.x, &o.in.y);
  NOALIAS(&o.in.y, &o.arr_like.y);
  NOALIAS(&o.head, &o.tail);
  MAYALIAS(&ip->y, &o.in.y);
  NOALIAS(&ip->x, &o.in.y);
}

int main(void) { nested(); return 0; }
