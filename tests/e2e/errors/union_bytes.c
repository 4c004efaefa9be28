/* Must not compile: a tagged union whose integer member is written by a byte loop copying a local integer,
 * while other objects of the same allocation site hold the pointer member. Nothing tells
 * the marshaler which member is active; following 12345 as a pointer would crash the
 * sender. run.sh checks that cormicc fails with "union_bytes.c:LINE:COL: error: cormi:
 * argument 1 of Srv_get: is a union whose active member cannot be known". */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct Item { int64_t v; } Item;
typedef union V { int64_t num; Item *ptr; } V;
typedef struct Tagged { int64_t tag; V u; } Tagged;
typedef struct Srv { int64_t calls; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
int64_t Srv_get(Srv *self, Tagged *t) {
  self->calls++;
  return t->tag ? t->u.ptr->v : t->u.num;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Tagged *t[2];
  for (int k = 0; k < 2; k++) t[k] = malloc(sizeof(Tagged)); /* one allocation site */
  Tagged *a = t[0], *b = t[1];
  Item *it = malloc(sizeof *it);
  it->v = 7;
  a->tag = 1;
  a->u.ptr = it;
  int64_t n = 12345;
  b->tag = 0;
  for (size_t k = 0; k < sizeof n; k++) ((unsigned char *)&b->u)[k] = ((unsigned char *)&n)[k];
  int64_t x = cormi_invoke(s, Srv_get, a), y = cormi_invoke(s, Srv_get, b);
  printf("%lld %lld\n", (long long)x, (long long)y);
  cormi_finalize();
  return !(x == 7 && y == 12345);
}
