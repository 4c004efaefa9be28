/* End-to-end: record arrays allocated with a constant count (calloc(4, sizeof(Rec)),
 * malloc(2 * sizeof(Rec))) and grown with realloc(p, cap * sizeof(Rec)): one pointer may
 * hold the first block or a grown one, both arrays of records whose count the runtime
 * reads from the block's extent. Sent as an argument inside a struct, as a bare
 * pointer, and returned from a method that grows its own vector and shrinks it to fit.
 * Spare records are zeroed after each growth (the whole block is sent). Before: "may
 * point to objects of different shapes ... cannot be told apart ...: it is an array".
 * Exit 0 when every value matched. */
#define E2E_NAME "record_arrays_constant_count"
#include "check.h"
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rec { char *key; long v; } Rec;
typedef struct Vec { Rec *r; size_t n, cap; } Vec;
typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

long Srv_sum(Srv *s, Vec *v) {
  long t = 0;
  s->calls++;
  for (size_t i = 0; i < v->n; i++) t += v->r[i].v * (long)strlen(v->r[i].key);
  return t;
}

long Srv_arr(Srv *s, Rec *r, long n) {
  Vec v = {r, (size_t)n, (size_t)n};
  return Srv_sum(s, &v);
}

static void push(Vec *v, const char *k, long x) {
  if (v->n == v->cap) {
    v->cap *= 2;
    v->r = realloc(v->r, v->cap * sizeof(Rec));
    memset(v->r + v->n, 0, (v->cap - v->n) * sizeof(Rec));
  }
  v->r[v->n].key = strdup(k);
  v->r[v->n].v = x;
  v->n++;
}

Vec *Srv_make(Srv *s, int n) {
  Vec *v = malloc(sizeof *v);
  v->n = 0;
  v->cap = 2;
  v->r = calloc(2, sizeof(Rec));
  s->calls++;
  for (int i = 0; i < n; i++) {
    char b[16];
    snprintf(b, sizeof b, "k%d", i * 3);
    push(v, b, i * 7L);
  }
  if (v->n > 0) {
    v->r = realloc(v->r, v->n * sizeof(Rec)); /* shrink to fit */
    v->cap = v->n;
  }
  return v;
}

static void drop(Vec *v) {
  for (size_t i = 0; i < v->n; i++) free(v->r[i].key);
  free(v->r);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Srv loc = {0};
  Vec v = {calloc(4, sizeof(Rec)), 0, 4};
  for (int i = 0; i < 23; i++) {
    char b[16];
    snprintf(b, sizeof b, "key%d", i * i);
    push(&v, b, i);
    if (i % 5 == 0) {
      CHECK(cormi_invoke(r, Srv_sum, &v) == Srv_sum(&loc, &v));
      CHECK(cormi_invoke(r, Srv_arr, v.r, (long)v.n) == Srv_arr(&loc, v.r, (long)v.n));
    }
  }
  drop(&v);
  for (int n = 0; n < 12; n += 5) {
    Vec *a = cormi_invoke(r, Srv_make, n), *b = Srv_make(&loc, n);
    CHECK(a->n == b->n);
    CHECK(a->n == b->n && Srv_sum(&loc, a) == Srv_sum(&loc, b));
    for (size_t i = 0; i < a->n && i < b->n; i++) CHECK(strcmp(a->r[i].key, b->r[i].key) == 0);
    CHECK(cormi_invoke(r, Srv_sum, b) == Srv_sum(&loc, b));
    drop(a);
    drop(b);
    free(a);
    free(b);
  }
  printf("record_arrays_constant_count: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
