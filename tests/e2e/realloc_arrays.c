/* End-to-end: arrays grown with realloc and reallocarray (doubling a vector while
 * reading values, shrinking it afterwards), of scalars and of pointers, sent after
 * every growth step; a struct grown from 16 to 32 bytes with realloc. The realloc'd
 * block and the original are one pointer of different sizes: the runtime's extent of
 * the block says which. Before, "different shapes ... need a type tag" (also for
 * constant sizes) or "the size of the object ... is unknown". Exit 0 when every value
 * matched. */
#define E2E_NAME "realloc_arrays"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Point { double x, y; } Point;
typedef struct Vec { int64_t calls; } Vec;

Vec *Vec_new(void) { return calloc(1, sizeof(Vec)); }

double Vec_sum(Vec *v, const double *a, int64_t n) {
  v->calls++;
  double t = 0;
  for (int64_t i = 0; i < n; i++) t += a[i];
  return t;
}

double Vec_points(Vec *v, Point **pts, int64_t n) {
  v->calls++;
  double t = 0;
  for (int64_t i = 0; i < n; i++) t += pts[i]->x + pts[i]->y;
  return t;
}

int64_t Vec_bytes(Vec *v, const uint8_t *b, int64_t n) {
  v->calls++;
  int64_t t = 0;
  for (int64_t i = 0; i < n; i++) t += b[i];
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Vec_new);
  size_t cap = 4, len = 0;
  double *a = malloc(cap * sizeof *a);
  for (int i = 0; i < 100; i++) {
    if (len == cap) {
      cap *= 2;
      a = realloc(a, cap * sizeof *a);
    }
    a[len++] = i;
    CHECK(cormi_invoke(r, Vec_sum, a, (int64_t)len) == (double)(i * (i + 1) / 2));
  }
  a = realloc(a, len * sizeof *a);
  CHECK(cormi_invoke(r, Vec_sum, a, (int64_t)len) == 4950.0);
  free(a);

  Point **pts = NULL;
  size_t n = 0;
  double want = 0;
  for (int i = 0; i < 20; i++) {
    pts = reallocarray(pts, n + 1, sizeof *pts);
    pts[n] = malloc(sizeof(Point));
    pts[n]->x = i;
    pts[n]->y = 1;
    want += i + 1;
    n++;
    CHECK(cormi_invoke(r, Vec_points, pts, (int64_t)n) == want);
  }
  for (size_t i = 0; i < n; i++) free(pts[i]);
  free(pts);

  uint8_t *b = malloc(16);
  for (int i = 0; i < 16; i++) b[i] = 1;
  CHECK(cormi_invoke(r, Vec_bytes, b, (int64_t)16) == 16);
  b = realloc(b, 32);
  for (int i = 16; i < 32; i++) b[i] = 2;
  CHECK(cormi_invoke(r, Vec_bytes, b, (int64_t)32) == 48);
  free(b);
  printf("realloc_arrays: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
