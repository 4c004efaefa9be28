/* Arrays of tagged values (tag first: a number, an asprintf string or a list) sent to a
 * one-way method, 50 times, then checked through a two-way call against the same
 * method run locally. At -O2 the marker's tag read names no IR struct type while the
 * arrays are indexed through it (tests/lit/unions/marker-tag-first-array-O2.c). */
#define _GNU_SOURCE
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "tagged_oneway_arrays"
#include "check.h"

typedef struct Cell { struct Cell *next; long x; } Cell;
typedef enum { V_NUM = 1, V_TEXT, V_LIST } Kind;
typedef struct Val { Kind tag; union { long num; char *text; Cell *list; } u; } Val;
CORMI_UNION(Val, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.list));

typedef struct Acc { long total; long calls; } Acc;
Acc *Acc_new(void) { return calloc(1, sizeof(Acc)); }

static long hash(const Val *v) {
  long h = v->tag * 100;
  if (v->tag == V_NUM) return h + v->u.num;
  if (v->tag == V_TEXT) {
    for (const char *p = v->u.text; *p; p++) h = h * 31 + *p;
    return h;
  }
  for (const Cell *c = v->u.list; c; c = c->next) h = h * 7 + c->x;
  return h;
}

CORMI_ONEWAY void Acc_add(Acc *self, Val *v, int n) {
  for (int i = 0; i < n; i++) self->total = self->total * 3 + hash(&v[i]);
  self->calls++;
}

long Acc_get(Acc *self) { return self->total + self->calls; }

static void release(Val *v, int n) {
  for (int i = 0; i < n; i++) {
    if (v[i].tag == V_TEXT) free(v[i].u.text);
    if (v[i].tag == V_LIST) {
      for (Cell *c = v[i].u.list, *next; c; c = next) {
        next = c->next;
        free(c);
      }
    }
  }
  free(v);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref a = cormi_create(cormi_nodes() - 1, Acc_new);
  Acc local = {0, 0};
  for (int k = 0; k < 50; k++) {
    int n = k % 4 + 1;
    Val *v = malloc((size_t)n * sizeof *v);
    for (int i = 0; i < n; i++) {
      if ((i + k) % 3 == 0) {
        v[i].tag = V_NUM;
        v[i].u.num = k * i;
      } else if ((i + k) % 3 == 1) {
        char *t;
        if (asprintf(&t, "%d/%d", k, i) < 0) abort();
        v[i].tag = V_TEXT;
        v[i].u.text = t;
      } else {
        Cell *h = NULL;
        for (int j = 0; j < k % 5; j++) {
          Cell *c = malloc(sizeof *c);
          c->x = j + k;
          c->next = h;
          h = c;
        }
        v[i].tag = V_LIST;
        v[i].u.list = h;
      }
    }
    cormi_invoke(a, Acc_add, v, n);
    Acc_add(&local, v, n);
    release(v, n);
  }
  long got = cormi_invoke(a, Acc_get), want = Acc_get(&local);
  CHECK(got == want);
  if (cormi_rank() == 0) printf("total %ld\n", got);
  cormi_finalize();
  return failures != 0;
}
