/* Must not compile: a 48-byte struct passed by value (in memory) whose union member holds a
 * pointer where the IR type has a number: the bits were copied as data and followed on
 * node 1. run.sh checks the error names the pointer at byte 8. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct Big { int k; union { long num; char *s; } u; double pad[3]; } Big;
CORMI_UNION(Big, k, (1, u.num), (2, u.s));
typedef struct Srv { int n; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
long Srv_big(Srv *self, Big b) { self->n++; return b.k == 1 ? b.u.num : (long)strlen(b.u.s) * 1000 + b.u.s[0]; }
Big Srv_mk(Srv *self, int k) { Big b; memset(&b, 0, sizeof b); self->n++; if (k == 1) { b.k = 1; b.u.num = 77; } else { char *s = strdup("remote"); b.k = 2; b.u.s = s; } return b; }
int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Srv loc = {0};
  char *d = strdup("hello");
  Big b; memset(&b, 0, sizeof b); b.k = 2; b.u.s = d;
  long r = cormi_invoke(s, Srv_big, b), e = Srv_big(&loc, b);
  printf("%s big-union-arg %ld %ld\n", r == e ? "OK" : "WRONG", r, e);
  Big m = cormi_invoke(s, Srv_mk, 2);
  r = Srv_big(&loc, m); e = Srv_big(&loc, Srv_mk(&loc, 2));
  printf("%s big-union-result %ld %ld\n", r == e ? "OK" : "WRONG", r, e);
  cormi_finalize();
  return 0;
}
