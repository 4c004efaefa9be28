/* End-to-end: pointers to elements of arrays whose count is known only at run time
 * (malloc(n * sizeof(T)), calloc(n, sizeof(T))), where every element shares element 0's
 * fields in the analysis: records whose `peer` points to another record of the same array
 * (&a[i - 1]) or to itself, matrix rows pointing into one contiguous block
 * (rows[i] = block + i * c), a struct holding &a[k] and end = a + n beside the start, an
 * argument &a[k], and a result &a[k] into a returned array. Each such pointer travels as
 * (object, offset found at run time) and must arrive at the same element of the one copy
 * of its array: the methods write through one pointer and read through another. The
 * caller checks its own objects are untouched. Exit 0 when every value matched. */
#define E2E_NAME "interior_elements"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Ent {
  int64_t v;
  struct Ent *peer; /* NULL, itself, or the record before it */
} Ent;

typedef struct Tab {
  Ent *ents;
  int64_t n;
} Tab;

typedef struct Mat {
  int64_t r, c;
  double **row; /* each row points into one block of r * c doubles */
} Mat;

typedef struct Span {
  double *start; /* a */
  double *at;    /* &a[k] */
  double *end;   /* a + n */
} Span;

typedef struct Svc { int64_t calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

static int64_t peers_weight(const Tab *t) {
  int64_t s = 0;
  for (int64_t i = 0; i < t->n; i++) {
    const Ent *e = &t->ents[i];
    s += e->v;
    if (e->peer) s += 1000 * e->peer->v + 7 * (e->peer - t->ents);
  }
  return s;
}

/* The weight, then a write through each peer pointer: it must change the record of the
 * copy it points to (the one copy of the array), seen through the array itself. */
int64_t Svc_peers(Svc *self, Tab *t) {
  self->calls++;
  int64_t w = peers_weight(t);
  for (int64_t i = 0; i < t->n; i++)
    if (t->ents[i].peer) t->ents[i].peer->v += 100;
  return w + peers_weight(t) * 3;
}

/* Row 0 written one past its end is row 1's first element: the same block. */
double Svc_rows(Svc *self, Mat *m) {
  self->calls++;
  m->row[0][m->c] += 1000;
  double s = 0;
  for (int64_t i = 0; i < m->r; i++)
    for (int64_t j = 0; j < m->c; j++) s += m->row[i][j] * (double)(i + 2 * j + 1);
  return s + (double)(m->row[m->r - 1] - m->row[0]);
}

double Svc_span(Svc *self, Span *sp) {
  self->calls++;
  double s = 0;
  for (double *p = sp->start; p < sp->end; p++) s += *p;
  *sp->at += 50; /* seen through start */
  return s + 1000 * (double)(sp->at - sp->start) + 10 * (double)(sp->end - sp->at) + sp->start[sp->at - sp->start];
}

/* An argument pointing to element k of n: the elements before it travel too. */
int64_t Svc_from(Svc *self, Ent *e, int64_t k) {
  self->calls++;
  int64_t s = 0;
  for (int64_t i = -k; i < 1; i++) s = s * 3 + e[i].v;
  return s;
}

/* A result pointing to element k of a fresh array built here. */
Ent *Svc_pick(Svc *self, int64_t n, int64_t k) {
  self->calls++;
  Ent *a = calloc((size_t)n, sizeof *a);
  for (int64_t i = 0; i < n; i++) {
    a[i].v = 10 * i + 1;
    a[i].peer = i ? &a[i - 1] : &a[0];
  }
  return &a[k];
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);
  int64_t n = 4 + argc; /* a count known only at run time */

  Tab *t = malloc(sizeof *t);
  t->n = n;
  t->ents = calloc((size_t)n, sizeof(Ent));
  for (int64_t i = 0; i < n; i++) t->ents[i].v = i + 1;
  t->ents[0].peer = &t->ents[0];
  for (int64_t i = 2; i < n; i++) t->ents[i].peer = &t->ents[i - 1];
  int64_t before = peers_weight(t);
  Tab local = *t;
  local.ents = calloc((size_t)n, sizeof(Ent));
  for (int64_t i = 0; i < n; i++) local.ents[i] = (Ent){t->ents[i].v, t->ents[i].peer ? local.ents + (t->ents[i].peer - t->ents) : NULL};
  int64_t expect = Svc_peers(&(Svc){0}, &local);
  int64_t got = cormi_invoke(s, Svc_peers, t);
  CHECK(got == expect);
  CHECK(peers_weight(t) == before && t->ents[2].peer == &t->ents[1]);
  printf("peers: %lld\n", (long long)got);

  Mat *m = malloc(sizeof *m);
  m->r = 2 + argc;
  m->c = 4;
  m->row = malloc((size_t)m->r * sizeof(double *));
  double *block = malloc((size_t)(m->r * m->c) * sizeof(double));
  for (int64_t i = 0; i < m->r; i++) m->row[i] = block + i * m->c;
  for (int64_t i = 0; i < m->r * m->c; i++) block[i] = (double)i;
  double rexpect = Svc_rows(&(Svc){0}, m);
  block[m->c] -= 1000;
  double rgot = cormi_invoke(s, Svc_rows, m);
  CHECK(rgot == rexpect);
  CHECK(block[m->c] == (double)m->c && m->row[1] == block + m->c);
  printf("rows: %.1f\n", rgot);

  double *a = malloc((size_t)n * sizeof(double));
  for (int64_t i = 0; i < n; i++) a[i] = 0.5 * (double)i;
  Span *sp = malloc(sizeof *sp);
  *sp = (Span){a, &a[2], a + n};
  double sexpect = Svc_span(&(Svc){0}, sp);
  a[2] -= 50;
  double sgot = cormi_invoke(s, Svc_span, sp);
  CHECK(sgot == sexpect);
  CHECK(a[2] == 1.0 && sp->at == &a[2] && sp->end == a + n);
  printf("span: %.1f\n", sgot);

  int64_t fexpect = Svc_from(&(Svc){0}, &t->ents[3], 3);
  int64_t fgot = cormi_invoke(s, Svc_from, &t->ents[3], 3);
  CHECK(fgot == fexpect);
  printf("from: %lld\n", (long long)fgot);

  Ent *r = cormi_invoke(s, Svc_pick, n, 2);
  CHECK(r != NULL && r->v == 21 && r->peer == r - 1 && r[-2].peer == &r[-2] && r[-2].v == 1);
  CHECK(r[n - 3].v == 10 * (n - 1) + 1 && r[n - 3].peer == &r[n - 4]);
  printf("pick: %lld\n", (long long)r->v);
  free(r - 2);

  free(a);
  free(sp);
  free(block);
  free(m->row);
  free(m);
  free(local.ents);
  free(t->ents);
  free(t);
  cormi_finalize();
  return failures != 0;
}
