/* A pointer's bytes written to a file and read back, both through function pointers
   (fwrite, fread), keep the argument alive past the call in every mode: the server
   reads the previous call's object on the next call. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#define E2E_NAME "pointer_through_file_indirect"
#include "check.h"

typedef struct N { int64_t v; struct N *l; } N;
typedef struct Srv { int64_t calls; } Srv;

typedef size_t (*io_fn)(void *, size_t, size_t, FILE *);
typedef size_t (*out_fn)(const void *, size_t, size_t, FILE *);
static io_fn g_read = fread;
static out_fn g_write = fwrite;

Srv *Srv_new(void) { return cormi_new(Srv); }

static FILE *g_file;

int64_t Srv_look(Srv *self, N *a) {
  (void)self;
  int64_t prev = -1;
  if (!g_file) {
    g_file = tmpfile();
  } else {
    N *p = 0;
    rewind(g_file);
    if (g_read(&p, sizeof p, 1, g_file) == 1 && p) prev = p->v;
    rewind(g_file);
  }
  g_write(&a, sizeof a, 1, g_file);
  fflush(g_file);
  return prev;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  for (int64_t i = 1; i <= 4; i++) {
    N *a = cormi_new(N);
    a->v = i;
    int64_t want = i == 1 ? -1 : i - 1;
    CHECK(cormi_invoke(s, Srv_look, a) == want);
  }
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
