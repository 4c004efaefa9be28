/* own_malloc.c's unknown size at run time (the program's own malloc family,
 * own_malloc_impl.c, so the runtime records no heap block) in the RETURN error mode:
 * the call that sends the malloc'd array fails with CORMI_E_UNSENDABLE, its message
 * naming the object and where it was allocated, and nothing reaches the server; a call
 * with a global array (whose size the runtime notes) then works. A method returning a
 * malloc'd array gets the caller an error reply, and the server keeps serving.
 * tests/e2e/run.sh runs it in every mode (E2E_MODE set); exit status 0 when every
 * check held. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }
double Srv_sum(Srv *s, const double *a, int64_t n) {
  s->calls++;
  double t = 0;
  for (int64_t i = 0; i < n; i++) t += a[i];
  return t;
}
int64_t Srv_calls(Srv *s) { return s->calls; }

static int64_t table[4] = {1, 2, 3, 4};
/* `fresh` copies of `table` from malloc (its size known at run time only), or `table`
 * itself for 0. */
int64_t *Srv_table(Srv *s, int fresh) {
  s->calls++;
  if (!fresh) return table;
  int64_t *t = malloc((size_t)fresh * sizeof table);
  memcpy(t, table, sizeof table);
  return t;
}

static double globals[3] = {1, 2, 3};

#define E2E_NAME "own_malloc_return"
#include "../../check.h"

int main(int argc, char **argv) {
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  cormi_init(&argc, &argv);
  cormi_ref srv = cormi_create(1, Srv_new);
  int64_t n = argc + 9;
  double *a = malloc((size_t)n * sizeof *a);
  for (int64_t i = 0; i < n; i++) a[i] = 1;
  double *arrays[2] = {a, globals};
  CHECK(cormi_invoke(srv, Srv_sum, arrays[argc > 99], n) == 0);
  CHECK(cormi_last_error() == CORMI_E_UNSENDABLE);
  const char *why = cormi_last_error_message();
  CHECK(strstr(why, "cannot send the object at 0x") && strstr(why, "its size is unknown at run time"));
  const char *mode = getenv("E2E_MODE");
  if (!mode || strcmp(mode, "generic")) /* the generic walker knows no allocation site */
    CHECK(strstr(why, "allocated") != NULL);
  cormi_clear_error();
  CHECK(cormi_invoke(srv, Srv_calls) == 0);
  CHECK(cormi_invoke(srv, Srv_sum, arrays[argc < 99], 3) == 6);

  int64_t *t = cormi_invoke(srv, Srv_table, 1);
  CHECK(t == NULL && cormi_last_error() == CORMI_E_UNSENDABLE);
  CHECK(strstr(cormi_last_error_message(), "the result of call site") != NULL);
  cormi_clear_error();
  t = cormi_invoke(srv, Srv_table, 0);
  CHECK(t && t[3] == 4);
  CHECK(cormi_invoke(srv, Srv_calls) == 3);
  cormi_finalize();
  if (failures) return 1;
  printf("own_malloc_return: the unsized sends failed alone\n");
  return 0;
}
