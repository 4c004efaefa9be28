/* One generic `void *` vector (push/get, doubled with realloc) used for two element
 * types in one program: points and strings, each vector sent by its own call site to a
 * method that casts the elements back. The remote results must equal the local ones. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "void_vector"
#include "check.h"

struct vec { void **items; size_t n, cap; };

static void vec_push(struct vec *v, void *x) {
  if (v->n == v->cap) {
    v->cap = v->cap ? 2 * v->cap : 4;
    v->items = realloc(v->items, v->cap * sizeof *v->items);
  }
  v->items[v->n++] = x;
}

static void *vec_get(const struct vec *v, size_t i) { return v->items[i]; }

static void vec_free(struct vec *v) {
  for (size_t i = 0; i < v->n; i++) free(v->items[i]);
  free(v->items);
}

struct point { double x, y; };
typedef struct Srv { long calls; } Srv;
Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

double Srv_points(Srv *self, struct vec *v) {
  double s = 0;
  self->calls++;
  for (size_t i = 0; i < v->n; i++) {
    const struct point *p = vec_get(v, i);
    s = s * 1.5 + p->x * 2 + p->y;
  }
  return s;
}

long Srv_words(Srv *self, struct vec *v) {
  long s = 0;
  self->calls++;
  for (size_t i = 0; i < v->n; i++) {
    const char *w = vec_get(v, i);
    for (; *w; w++) s = s * 31 + *w;
  }
  return s;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(cormi_nodes() - 1, Srv_new);
  Srv local = {0};
  struct vec pts = {0}, words = {0};
  const char *w[] = {"alpha", "be", "gamma!", "", "delta delta"};
  for (int i = 0; i < 11; i++) {
    struct point *p = malloc(sizeof *p);
    p->x = i * 0.5;
    p->y = -i;
    vec_push(&pts, p);
    if (i < 5) vec_push(&words, strdup(w[i]));
  }
  double gp = cormi_invoke(r, Srv_points, &pts), wp = Srv_points(&local, &pts);
  long gw = cormi_invoke(r, Srv_words, &words), ww = Srv_words(&local, &words);
  CHECK(gp == wp);
  CHECK(gw == ww);
  if (cormi_rank() == 0) printf("points %.17g, words %ld\n", gp, gw);
  vec_free(&pts);
  vec_free(&words);
  if (cormi_rank() == 0) printf("void_vector: %d failures\n", failures);
  cormi_finalize();
  return failures != 0;
}
