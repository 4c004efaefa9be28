/* Reproducer (escape analysis): a pointer's bytes written to a file survive the call.
   Srv_look fwrite()s its argument's address (the bytes of the local `a`) to a temporary
   file and, on the next call, fread()s it back and dereferences it. fwrite is modelled
   as "no effect" (heap/libc_models.rs) and the escape scan (sharing/scan.rs) does not
   look at the memory it reads, so the argument is judged not to escape: in site+reuse
   and all the next call refills the same object in place and the server reads the NEW
   value (2 instead of 1, ...); in class, site and site+cycle it reads freed memory.
   Exits 0 (every mode prints the same) once a graph pointer stored in memory that an
   output call reads (fwrite, write, send, ...) counts as converted, like ptrtoint. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>

typedef struct N { int64_t v; struct N *l; } N;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

static FILE *g_file;

int64_t Srv_look(Srv *self, N *a) {
  int64_t prev = -1;
  if (!g_file) {
    g_file = tmpfile();
  } else {
    N *p = 0;
    rewind(g_file);
    if (fread(&p, sizeof p, 1, g_file) == 1 && p) prev = p->v;
    rewind(g_file);
  }
  fwrite(&a, sizeof a, 1, g_file);
  fflush(g_file);
  return prev;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  int bad = 0;
  for (int64_t i = 1; i <= 4; i++) {
    N *a = cormi_new(N);
    a->v = i;
    int64_t want = i == 1 ? -1 : i - 1;
    int64_t prev = cormi_invoke(s, Srv_look, a);
    printf("call %lld: the server saw %lld before (want %lld)\n", (long long)i, (long long)prev, (long long)want);
    bad |= prev != want;
  }
  cormi_release(s);
  cormi_finalize();
  return bad;
}
