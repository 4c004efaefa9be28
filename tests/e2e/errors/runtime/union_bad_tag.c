/* A tagged union (CORMI_UNION) whose tag holds a value that names no member (read from
 * the command line, so no compile-time check can see it): the sender stops with a
 * message naming the marker instead of guessing the member. run.sh checks the message
 * in site and generic modes. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Value { int tag; union { long num; char *text; } u; } Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text));
typedef struct Srv { long calls; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }
long Srv_get(Srv *self, Value *v) {
  self->calls++;
  return v->tag == 1 ? v->u.num : (long)strlen(v->u.text);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Value *v = malloc(sizeof *v);
  v->tag = 1;
  v->u.num = 40;
  long n = cormi_invoke(s, Srv_get, v);
  v->tag = 2;
  v->u.text = strdup("text");
  long a = cormi_invoke(s, Srv_get, v);
  v->tag = 7 + argc; /* names no member */
  long b = cormi_invoke(s, Srv_get, v);
  printf("%ld %ld %ld\n", n, a, b);
  cormi_finalize();
  return 0;
}
