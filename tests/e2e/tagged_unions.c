/* Tagged unions declared with CORMI_UNION: a number, a string or an array of records
 * in one union; single values, arrays of values and a list of copies of them,
 * sent as arguments and returned; members written by plain stores, in helper functions,
 * by struct assignment and by memcpy. The generated code switches on the tag: the text
 * and the records arrive whole, numbers arrive as numbers. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "tagged_unions"
#include "check.h"

typedef struct Item { int64_t id; double w; } Item;
typedef enum { V_NUM = 1, V_TEXT = 2, V_LIST = 3 } Kind;
typedef struct Value {
  int32_t tag;
  int32_t n; /* items in u.items */
  union { int64_t num; char *text; Item *items; } u;
} Value;
CORMI_UNION(Value, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.items));

typedef struct Cell { Value *v; struct Cell *next; } Cell;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

/* A digest of one value: numbers as they are, text by its characters, records by ids
 * and labels. */
static int64_t digest(const Value *v) {
  int64_t d = v->tag * 1000000;
  switch (v->tag) {
    case V_NUM: return d + v->u.num;
    case V_TEXT:
      for (const char *s = v->u.text; *s; s++) d += *s;
      return d;
    case V_LIST:
      for (int32_t k = 0; k < v->n; k++) {
        d += v->u.items[k].id * 100 + (int64_t)(v->u.items[k].w * 4);
      }
      return d;
  }
  return -1;
}

int64_t Srv_one(Srv *self, Value *v) {
  self->calls++;
  return digest(v);
}

int64_t Srv_array(Srv *self, Value *vals, int64_t n) {
  int64_t d = 0;
  self->calls++;
  for (int64_t k = 0; k < n; k++) d = d * 7 + digest(&vals[k]);
  return d;
}

int64_t Srv_list(Srv *self, Cell *c) {
  int64_t d = 0;
  self->calls++;
  for (; c; c = c->next) d = d * 3 + digest(c->v);
  return d;
}

static char *dup(const char *s) { return strcpy(malloc(strlen(s) + 1), s); }

static void set_text(Value *v, const char *s) {
  v->tag = V_TEXT;
  v->u.text = dup(s);
}

static void set_list(Value *v, int32_t n, int64_t base) {
  Item *items = malloc((size_t)n * sizeof *items);
  for (int32_t k = 0; k < n; k++) {
    items[k].id = base + k;
    items[k].w = 0.25 * (double)(base + k);
  }
  v->tag = V_LIST;
  v->n = n;
  v->u.items = items;
}

/* A value made on the serving node: the reply switches on the tag too. */
Value *Srv_make(Srv *self, int64_t k) {
  Value *v = calloc(1, sizeof *v);
  self->calls++;
  if (k % 3 == 0) {
    v->tag = V_NUM;
    v->u.num = k * 11;
  } else if (k % 3 == 1) {
    set_text(v, k > 3 ? "made far away" : "made");
  } else {
    set_list(v, (int32_t)k, 40);
  }
  return v;
}

static void make(Value *v, int64_t k) {
  if (k % 3 == 0) {
    Value tmp;
    tmp.tag = V_NUM;
    tmp.n = 0;
    tmp.u.num = 1000 + k;
    *v = tmp; /* struct assignment */
  } else if (k % 3 == 1) {
    set_text(v, k % 2 ? "odd text" : "even text");
  } else {
    set_list(v, (int32_t)(k % 5 + 1), k);
  }
}

static void drop(Value *v) {
  if (v->tag == V_TEXT) free(v->u.text);
  if (v->tag == V_LIST) free(v->u.items);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);

  for (int64_t k = 0; k < 6; k++) {
    Value *v = malloc(sizeof *v);
    make(v, k);
    int64_t got = cormi_invoke(s, Srv_one, v), want = digest(v);
    if (cormi_rank() == 0) printf("one %lld: tag %d digest %lld\n", (long long)k, v->tag, (long long)got);
    CHECK(got == want);
    drop(v);
    free(v);
  }

  int64_t n = 9;
  Value *vals = malloc((size_t)n * sizeof *vals);
  for (int64_t k = 0; k < n; k++) make(&vals[k], k);
  int64_t num = 424242;
  memcpy(&vals[0].u, &num, sizeof num); /* vals[0] is a number: its bytes by memcpy */
  int64_t want = 0;
  for (int64_t k = 0; k < n; k++) want = want * 7 + digest(&vals[k]);
  int64_t got = cormi_invoke(s, Srv_array, vals, n);
  if (cormi_rank() == 0) printf("array of %lld: %lld\n", (long long)n, (long long)got);
  CHECK(got == want);

  Cell *list = NULL;
  for (int64_t k = 0; k < n; k++) {
    Cell *c = malloc(sizeof *c);
    c->v = malloc(sizeof *c->v);
    *c->v = vals[(k + 4) % n]; /* a copy by struct assignment (members shared with vals) */
    c->next = list;
    list = c;
  }
  want = 0;
  for (Cell *c = list; c; c = c->next) want = want * 3 + digest(c->v);
  got = cormi_invoke(s, Srv_list, list);
  if (cormi_rank() == 0) printf("list of %lld: %lld\n", (long long)n, (long long)got);
  CHECK(got == want);

  for (int64_t k = 0; k < 6; k++) {
    Value *r = cormi_invoke(s, Srv_make, k);
    if (cormi_rank() == 0) printf("made %lld: tag %d digest %lld\n", (long long)k, r->tag, (long long)digest(r));
    CHECK(r->tag == (k % 3 == 0 ? V_NUM : k % 3 == 1 ? V_TEXT : V_LIST));
    if (k % 3 == 0) CHECK(r->u.num == k * 11);
    if (k % 3 == 1) CHECK(strcmp(r->u.text, k > 3 ? "made far away" : "made") == 0);
    if (k % 3 == 2) CHECK(r->n == k && r->u.items[k - 1].id == 40 + k - 1 && r->u.items[1].w == 0.25 * 41);
    drop(r);
    free(r);
  }

  while (list) {
    Cell *next = list->next;
    free(list->v);
    free(list);
    list = next;
  }
  for (int64_t k = 0; k < n; k++) drop(&vals[k]);
  free(vals);
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
