/* End-to-end: pointer arguments into the middle of their objects travel as (object,
 * offset): the object is sent whole from its start and the pointer arrives at the same
 * offset of the copy. A string view (pointer + length into a larger buffer) and a cursor
 * (offsets known only at run time: found through the runtime's address -> object map,
 * a LEB128 on the wire), an element pointer &a[i] and a one-past-the-end pointer end = a + n
 * (offsets known statically: nothing on the wire), the same object passed whole and as an
 * element pointer in one call (one copy: the element pointer points into it), and a
 * large block (the page map). Every method checks where its pointer arrived and walks
 * the whole copy from there; the caller's objects stay untouched. Before, every site
 * here was refused ("may point into the middle of the object"). Exit 0 when every value
 * matched. */
#define E2E_NAME "interior_args"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Text { int64_t calls; } Text;

Text *Text_new(void) { return calloc(1, sizeof(Text)); }

/* The sum of the view's bytes; overwrites them in the copy. */
int64_t Text_view(Text *self, char *p, int64_t len) {
  self->calls++;
  int64_t t = 0;
  for (int64_t i = 0; i < len; i++) {
    t += p[i];
    p[i] = '#';
  }
  return t;
}

/* strlen from the cursor, and the bytes before it (the copy is whole). */
int64_t Text_around(Text *self, const char *cursor, int64_t before) {
  self->calls++;
  int64_t t = (int64_t)strlen(cursor) * 1000;
  for (const char *q = cursor - before; q < cursor; q++) t += *q;
  return t;
}

/* e[-k .. n-k): the whole array around an element pointer. */
double Text_around_elem(Text *self, double *e, int64_t k, int64_t n) {
  self->calls++;
  double t = 0;
  for (double *p = e - k; p < e - k + n; p++) t += *p;
  e[0] = -1;
  return t;
}

/* A walk back from one past the end. */
double Text_back(Text *self, const double *end, int64_t n) {
  self->calls++;
  double t = 0;
  for (const double *p = end; p > end - n;) t += *--p;
  return t;
}

/* The array and a pointer to its element 5 in one call: one copy, e points into it. */
int64_t Text_same(Text *self, double *a, double *e) {
  self->calls++;
  return e == a + 5 && *e == 5.0;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Text_new);
  const char *words = "the quick brown fox jumps over the lazy dog";
  char *buf = strdup(words);
  int64_t n = (int64_t)strlen(buf);
  for (int64_t from = 0; from <= n; from += 7) {
    int64_t len = from + 5 <= n ? 5 : n - from;
    int64_t want = 0;
    for (int64_t i = 0; i < len; i++) want += buf[from + i];
    CHECK(cormi_invoke(r, Text_view, buf + from, len) == want);
    int64_t before = 0;
    for (int64_t i = 0; i < from; i++) before += buf[i];
    CHECK(cormi_invoke(r, Text_around, buf + from, from) == (n - from) * 1000 + before);
  }
  CHECK(strcmp(buf, words) == 0);

  double *a = malloc(10 * sizeof *a);
  for (int i = 0; i < 10; i++) a[i] = i;
  CHECK(cormi_invoke(r, Text_around_elem, &a[3], (int64_t)3, (int64_t)10) == 45.0);
  CHECK(cormi_invoke(r, Text_back, a + 10, (int64_t)10) == 45.0);
  CHECK(cormi_invoke(r, Text_same, a, &a[5]) == 1);
  for (int i = 0; i < 10; i++) CHECK(a[i] == i);

  /* A block of more than a page: an address deep inside it is found through the page map. */
  size_t big = 100000;
  char *large = malloc(big);
  memset(large, 1, big);
  for (size_t at = 0; at <= big; at += 33333) {
    int64_t len = (int64_t)(at + 100 <= big ? 100 : big - at);
    CHECK(cormi_invoke(r, Text_view, large + at, len) == len);
  }
  CHECK(large[50000] == 1);

  free(large);
  free(a);
  free(buf);
  printf("interior_args: %s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}
