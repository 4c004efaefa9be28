/* End-to-end: arrays of tagged values (CORMI_UNION) sent to a one-way method, then
 * written by the caller through the text member under a test of the tag
 * (`if (v[i].tag == V_TEXT) v[i].u.text[0] = '#'`). The write touches only the strings,
 * not the list cells of the other member, whose `next` pointers stay pointers. Before:
 * refused ("the pointer at byte 0 overlaps non-pointer data"). Exit 0 when the remote
 * and the local accumulators agree. */
#define _GNU_SOURCE
#define E2E_NAME "tagged_guarded_write"
#include "check.h"
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Cell { struct Cell *next; long x; } Cell;
typedef enum { V_NUM = 1, V_TEXT, V_LIST } VK;
typedef struct Val { VK tag; union { long num; char *text; Cell *list; } u; } Val;
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
    if (v[i].tag == V_LIST)
      for (Cell *c = v[i].u.list, *next; c; c = next) {
        next = c->next;
        free(c);
      }
  }
  free(v);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref a = cormi_create(1, Acc_new);
  Acc local = {0, 0};
  long marks = 0;
  for (int k = 0; k < 50; k++) {
    int n = k % 4 + 1;
    Val *v = malloc((size_t)n * sizeof *v);
    for (int i = 0; i < n; i++) {
      if ((i + k) % 3 == 0) {
        v[i].tag = V_NUM;
        v[i].u.num = (long)k * i;
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
    for (int i = 0; i < n; i++)
      if (v[i].tag == V_TEXT) {
        v[i].u.text[0] = '#'; /* after sending: the copy keeps the old text */
        marks++;
      }
    release(v, n);
  }
  CHECK(cormi_invoke(a, Acc_get) == Acc_get(&local));
  CHECK(marks > 0);
  printf("tagged_guarded_write: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
