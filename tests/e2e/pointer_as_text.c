/* Reproducer (escape analysis): a pointer formatted with "%p" survives the call as text.
   Srv_look writes its argument's address into a global string and, on the next call,
   reads it back with sscanf and dereferences it (defined C: a "%p" round trip gives back
   a pointer that compares equal). The escape analysis counts the printf family as "no
   effect" (heap/libc_models.rs), so the argument is judged not to escape: in site+reuse
   and all the next call refills the same object in place and the server reads the NEW
   value (20 instead of 10, ...); in class, site and site+cycle it reads freed memory.
   Exits 0 (every mode prints the same) once a pointer passed to a %p conversion (or to
   any printf-family vararg) counts as converted, like ptrtoint. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>

typedef struct N { int64_t v; struct N *l; } N;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

static char g_text[64];

int64_t Srv_look(Srv *self, N *a) {
  int64_t prev = -1;
  void *p = 0;
  if (g_text[0] && sscanf(g_text, "%p", &p) == 1 && p) prev = ((N *)p)->v;
  snprintf(g_text, sizeof g_text, "%p", (void *)a);
  return prev;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  int bad = 0;
  for (int64_t i = 1; i <= 4; i++) {
    N *a = cormi_new(N);
    a->v = 10 * i;
    int64_t want = i == 1 ? -1 : 10 * (i - 1);
    int64_t prev = cormi_invoke(s, Srv_look, a);
    printf("call %lld: the server saw %lld before (want %lld)\n", (long long)i, (long long)prev, (long long)want);
    bad |= prev != want;
  }
  cormi_release(s);
  cormi_finalize();
  return bad;
}
