/* A pointer that may hold structs of two sizes, one allocated with malloc: the
 * marshaler cannot tell the variants apart at run time (only cormi_new(T) objects carry
 * their size), so the call site is a compile error with file:line and the reason
 * (tests/e2e/run.sh checks the message). */
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Small { int64_t kind; } Small;
typedef struct Large { int64_t kind; int64_t more[3]; } Large;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }
int64_t Srv_kind(Srv *s, Small *x) { s->calls++; return x->kind; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref srv = cormi_create(1, Srv_new);
  Small *x = argc > 1 ? (Small *)malloc(sizeof(Large)) : cormi_new(Small);
  x->kind = argc;
  int64_t k = cormi_invoke(srv, Srv_kind, x);
  cormi_finalize();
  return (int)k;
}
