/* Must not compile: a tagged union inside a struct passed by value in registers ({int, union}
 * arrives as an i32 and an i64); the i64 holds the strdup pointer, which the method reads as
 * u.s. Its bits mean nothing on node 1 (it crashed there, or read another string). run.sh
 * checks that cormicc fails naming the integer argument. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct Val { int k; union { long num; char *s; } u; } Val;
#ifndef NOMARK
CORMI_UNION(Val, k, (1, u.num), (2, u.s));
#endif
typedef struct Srv { int n; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
long Srv_put(Srv *self, Val v) { self->n++; return v.k == 1 ? v.u.num : (long)strlen(v.u.s) * 1000 + v.u.s[0]; }
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Srv loc = {0};
  char *d = strdup("hello");
  Val v; v.k = 2; v.u.s = d;
  long r = cormi_invoke(s, Srv_put, v), e = Srv_put(&loc, v);
  printf("%s put-by-value %ld %ld\n", r == e ? "OK" : "WRONG", r, e);
  cormi_finalize();
  return 0;
}
