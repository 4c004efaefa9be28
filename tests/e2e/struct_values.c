/* End-to-end: struct values of every size as results and arguments, and long double.
 * A geometry service returns points ({double, double}, in two registers), float pairs
 * and triples (vectors), 40-byte records (through memory, sret), a record naming its
 * owner (sret with a pointer member), a byte slice {uint8_t *ptr; size_t len;} (in
 * registers, with a pointer), and takes records by value (byval, with and without
 * pointers) and slices split into registers; long double arguments and results.
 * Exit status 0 when every value matched, 1 otherwise (prints the mismatches). */
#include <cormi.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Point { double x, y; } Point;
typedef struct Pair { float a, b; } Pair;
typedef struct Triple { float a, b, c; } Triple;
typedef struct Record { long id; double lo, hi, mean; int count; } Record;
typedef struct Named { char *name; long id; double score; } Named;
typedef struct Slice { uint8_t *ptr; size_t len; } Slice;
typedef struct Sample { char *label; double v[4]; long n; } Sample;

typedef struct Geo {
  double scale;
  char owner[16];
  uint8_t *bytes;
} Geo;

Geo *Geo_new(double scale) {
  Geo *g = malloc(sizeof *g);
  g->scale = scale;
  strcpy(g->owner, "node-owner");
  g->bytes = malloc(32);
  for (int i = 0; i < 32; i++) g->bytes[i] = (uint8_t)(i * 3);
  return g;
}

Point Geo_point(Geo *self, double x, double y) {
  Point p = {x * self->scale, y * self->scale};
  return p;
}

Pair Geo_pair(Geo *self, float a) {
  Pair p = {a, a * (float)self->scale};
  return p;
}

Triple Geo_triple(Geo *self) {
  Triple t = {1.5f, 2.5f, (float)self->scale};
  return t;
}

Record Geo_stats(Geo *self, const double *xs) {
  Record r = {42, xs[0], xs[0], 0, 0};
  for (int i = 0; i < 8; i++) {
    if (xs[i] < r.lo) r.lo = xs[i];
    if (xs[i] > r.hi) r.hi = xs[i];
    r.mean += xs[i] / 8;
    r.count++;
  }
  r.mean *= self->scale;
  return r;
}

Named Geo_owner(Geo *self, long id) {
  Named n;
  n.name = malloc(16);
  strcpy(n.name, self->owner);
  n.id = id;
  n.score = self->scale;
  return n;
}

Slice Geo_bytes(Geo *self, size_t from) {
  Slice s = {self->bytes, 32 - from};
  return s;
}

size_t Geo_sum(Geo *self, Slice s) {
  size_t total = 0;
  (void)self;
  for (size_t i = 0; i < s.len; i++) total += s.ptr[i];
  return total;
}

double Geo_record_span(Geo *self, Record r) {
  (void)self;
  return (r.hi - r.lo) * r.count + (double)r.id;
}

double Geo_sample(Geo *self, Sample s) {
  double t = 0;
  for (int i = 0; i < 4; i++) t += s.v[i];
  return t * self->scale + (double)strlen(s.label) + (double)s.n;
}

long double Geo_precise(Geo *self, long double x) {
  return x / 3.0L + (long double)self->scale;
}

#define E2E_NAME "struct_values"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref g = cormi_create(cormi_nodes() - 1, Geo_new, 2.0);

  Point p = cormi_invoke(g, Geo_point, 1.5, -4.0);
  CHECK(p.x == 3.0 && p.y == -8.0);
  Pair pr = cormi_invoke(g, Geo_pair, 1.25f);
  CHECK(pr.a == 1.25f && pr.b == 2.5f);
  Triple t = cormi_invoke(g, Geo_triple);
  CHECK(t.a == 1.5f && t.b == 2.5f && t.c == 2.0f);

  double xs[8] = {3, -1, 4, 1, -5, 9, 2, 6};
  Record r = cormi_invoke(g, Geo_stats, xs);
  CHECK(r.id == 42 && r.lo == -5 && r.hi == 9 && r.count == 8 && r.mean == 19.0 / 8 * 2);

  Named n = cormi_invoke(g, Geo_owner, 7L);
  CHECK(n.name != NULL && strcmp(n.name, "node-owner") == 0 && n.id == 7 && n.score == 2.0);
  free(n.name);

  Slice s = cormi_invoke(g, Geo_bytes, (size_t)0);
  CHECK(s.len == 32 && s.ptr != NULL && s.ptr[31] == 93);
  size_t remote_total = 0;
  for (size_t i = 0; i < s.len; i++) remote_total += s.ptr[i];
  CHECK(remote_total == 3 * 31 * 32 / 2);

  uint8_t local[24];
  for (int i = 0; i < 24; i++) local[i] = (uint8_t)(100 + i);
  Slice mine = {local, 24};
  CHECK(cormi_invoke(g, Geo_sum, mine) == 24 * 100 + 23 * 24 / 2);

  CHECK(cormi_invoke(g, Geo_record_span, r) == 14.0 * 8 + 42);

  char label[] = "temperature";
  Sample sm = {label, {1, 2, 3, 4}, 100};
  CHECK(cormi_invoke(g, Geo_sample, sm) == 10 * 2.0 + 11 + 100);

  long double ld = cormi_invoke(g, Geo_precise, 1.0L);
  CHECK(ld == 1.0L / 3.0L + 2.0L);
  CHECK(ld != (long double)(double)ld);

  cormi_release(g);
  cormi_finalize();
  if (failures) return 1;
  printf("struct_values: all values checked (%d nodes)\n", cormi_nodes());
  return 0;
}
