/* End-to-end: pointers into the middle of objects held in fields, elements and results.
 * A struct holding element pointers &a[i] and end = a + n (constant offsets: nothing on
 * the wire; one past the end allowed); string views (pointer + length into one larger
 * buffer) in an array of records and passed by value (offsets found at run time, a u64
 * each); an array of cursors into one buffer; a result that points into the middle of a
 * returned buffer; a returned struct of views. Each method walks the whole received
 * objects from the pointers (before and after them) and changes its copy; the caller
 * checks its own objects are untouched. Exit 0 when every value matched. */
#define E2E_NAME "interior_fields"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Span {
  double *first; /* &a[2] */
  double *end;   /* a + n */
  int64_t n;
} Span;

typedef struct View {
  const char *p;
  int64_t len;
} View;

typedef struct Views {
  View *v; /* an array of records, each pointing into `text` */
  int64_t count;
  char *text;
} Views;

typedef struct Cursors {
  char **at; /* an array of pointers into one buffer */
  int64_t count;
} Cursors;

typedef struct Svc { int64_t calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

/* The elements from first - 2 up to end, and end[-1]; the copy's first element is
 * changed. */
double Svc_span(Svc *self, Span *s) {
  self->calls++;
  double t = 0;
  for (double *p = s->first - 2; p < s->end; p++) t += *p;
  t += 1000 * s->end[-1] + 100 * (double)(s->end - s->first);
  s->first[0] = -1;
  return t;
}

/* Every view's bytes, and the whole text around them. */
int64_t Svc_views(Svc *self, Views *vs) {
  self->calls++;
  int64_t t = 0;
  for (int64_t k = 0; k < vs->count; k++) {
    const View *v = &vs->v[k];
    for (int64_t i = 0; i < v->len; i++) t += v->p[i] * (k + 1);
    t += (v->p - vs->text) * 1000;
  }
  vs->text[0] = '#';
  return t + (int64_t)strlen(vs->text);
}

/* A view by value. */
int64_t Svc_view(Svc *self, View v) {
  self->calls++;
  int64_t t = 0;
  for (int64_t i = 0; i < v.len; i++) t += v.p[i];
  return t;
}

/* strlen from each cursor; cursors into one buffer arrive into one copy. */
int64_t Svc_cursors(Svc *self, Cursors *c) {
  self->calls++;
  int64_t t = 0;
  for (int64_t k = 0; k < c->count; k++) t += (int64_t)strlen(c->at[k]) * (k + 1) + (c->at[k] - c->at[0]);
  return t;
}

/* A result pointing into the middle of a fresh buffer (after its first word). */
char *Svc_rest(Svc *self, const char *text) {
  self->calls++;
  char *copy = strdup(text);
  char *sp = strchr(copy, ' ');
  return sp ? sp + 1 : copy;
}

/* A returned struct of two views into one fresh buffer. */
Views *Svc_split(Svc *self, const char *text) {
  self->calls++;
  Views *vs = malloc(sizeof *vs);
  vs->text = strdup(text);
  vs->count = 2;
  vs->v = malloc(2 * sizeof *vs->v);
  char *mid = vs->text + strlen(vs->text) / 2;
  vs->v[0] = (View){vs->text, mid - vs->text};
  vs->v[1] = (View){mid, (int64_t)strlen(mid)};
  return vs;
}

static int64_t views_local(const Views *vs) {
  int64_t t = 0;
  for (int64_t k = 0; k < vs->count; k++) {
    const View *v = &vs->v[k];
    for (int64_t i = 0; i < v->len; i++) t += v->p[i] * (k + 1);
    t += (v->p - vs->text) * 1000;
  }
  return t + (int64_t)strlen(vs->text);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);

  double *a = malloc(10 * sizeof *a);
  for (int i = 0; i < 10; i++) a[i] = i + 0.5;
  Span *sp = malloc(sizeof *sp);
  sp->first = &a[2];
  sp->end = a + 10;
  sp->n = 10;
  double expect = 0;
  for (int i = 0; i < 10; i++) expect += a[i];
  expect += 1000 * a[9] + 100 * 8;
  double got = cormi_invoke(s, Svc_span, sp);
  CHECK(got == expect);
  CHECK(a[2] == 2.5 && sp->first == &a[2] && sp->end == a + 10);
  printf("span: %.1f\n", got);

  Views *vs = malloc(sizeof *vs);
  vs->text = strdup("the quick brown fox jumps over the lazy dog");
  vs->count = 4;
  vs->v = malloc(4 * sizeof *vs->v);
  vs->v[0] = (View){vs->text + 4, 5};
  vs->v[1] = (View){vs->text + 16, 3};
  vs->v[2] = (View){vs->text, 3};
  vs->v[3] = (View){vs->text + strlen(vs->text), 0}; /* one past the end of the string */
  int64_t vexpect = views_local(vs);
  int64_t vgot = cormi_invoke(s, Svc_views, vs);
  CHECK(vgot == vexpect);
  CHECK(vs->text[0] == 't' && views_local(vs) == vexpect);
  printf("views: %lld\n", (long long)vgot);

  View one = {vs->text + 10, 5};
  int64_t sum = 0;
  for (int i = 0; i < 5; i++) sum += one.p[i];
  CHECK(cormi_invoke(s, Svc_view, one) == sum);

  char *buf = strdup("alpha beta gamma delta");
  Cursors *c = malloc(sizeof *c);
  c->count = 3;
  c->at = malloc(3 * sizeof *c->at);
  c->at[0] = buf;
  c->at[1] = buf + 6;
  c->at[2] = strchr(buf, 'g');
  int64_t cexpect = 0;
  for (int k = 0; k < 3; k++) cexpect += (int64_t)strlen(c->at[k]) * (k + 1) + (c->at[k] - c->at[0]);
  CHECK(cormi_invoke(s, Svc_cursors, c) == cexpect);
  printf("cursors: %lld\n", (long long)cexpect);

  char *rest = cormi_invoke(s, Svc_rest, "hello remote world");
  CHECK(rest && strcmp(rest, "remote world") == 0);
  CHECK(rest && strcmp(rest - 6, "hello remote world") == 0);
  if (rest) free(rest - 6);

  Views *split = cormi_invoke(s, Svc_split, "abcdefgh");
  CHECK(split && split->count == 2);
  if (split) {
    CHECK(split->v[0].p == split->text && split->v[0].len == 4);
    CHECK(split->v[1].p == split->text + 4 && strcmp(split->v[1].p, "efgh") == 0);
    printf("split: %.*s|%s\n", (int)split->v[0].len, split->v[0].p, split->v[1].p);
    free(split->text);
    free(split->v);
    free(split);
  }

  free(a);
  free(sp);
  free(vs->text);
  free(vs->v);
  free(vs);
  free(buf);
  free(c->at);
  free(c);
  cormi_finalize();
  return failures ? 1 : 0;
}
