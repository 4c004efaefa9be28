/* A program that brings its own malloc family (own_malloc_impl.c, a thin layer over
 * glibc's, linked as a native object): its definitions win over the runtime's, which
 * then records no block, so the size of an array from malloc(n * 8) is unknown at run
 * time. The marshaler must stop the program with a message naming the object
 * (cormi_extent_unknown), never read past the array (tests/e2e/run.sh checks the
 * message and the exit status). */
#include <cormi.h>
#include <stdint.h>
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

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref srv = cormi_create(1, Srv_new);
  int64_t n = argc + 9;
  double *a = malloc((size_t)n * sizeof *a);
  memset(a, 0, (size_t)n * sizeof *a);
  double t = cormi_invoke(srv, Srv_sum, a, n);
  cormi_finalize();
  return t == 0 ? 0 : 2;
}
