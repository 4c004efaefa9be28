/* End-to-end: an array of tagged values (CORMI_UNION) whose tags helpers of the program
 * store after the member (`v[i].u.text = strdup(...); mark_text(&v[i]);`): each pointer
 * is tied to the tag the helper leaves, so strings and list cells stay apart. Before:
 * "may point to objects of different kinds that cannot be told apart at run time".
 * Exit 0 when the remote and the local sums agree. */
#define E2E_NAME "tagged_helper_tags"
#include "check.h"
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Cell { struct Cell *next; int x; } Cell;
typedef enum { V_NUM = 1, V_TEXT, V_LIST } VK;
typedef struct Val { VK tag; union { long num; char *text; Cell *list; } u; } Val;
CORMI_UNION(Val, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.list));
typedef struct Srv { long n; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

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

long Srv_sum(Srv *self, Val *v, int n) {
  long h = 0;
  self->n++;
  for (int i = 0; i < n; i++) h = h * 7 + hash(&v[i]);
  return h;
}

static void mark_text(Val *v) { v->tag = V_TEXT; }
static void set_tag(Val *v, VK k) { v->tag = k; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Srv local = {0};
  int n = 9;
  Val *v = calloc((size_t)n, sizeof *v);
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0) {
      v[i].u.num = i;
      set_tag(&v[i], V_NUM);
    } else if (i % 3 == 1) {
      v[i].u.text = strdup(i % 2 ? "after" : "helper");
      mark_text(&v[i]);
    } else {
      Cell *h = NULL;
      for (int j = 0; j < i; j++) {
        Cell *c = malloc(sizeof *c);
        c->x = j;
        c->next = h;
        h = c;
      }
      v[i].u.list = h;
      set_tag(&v[i], V_LIST);
    }
  }
  CHECK(cormi_invoke(s, Srv_sum, v, n) == Srv_sum(&local, v, n));
  for (int i = 0; i < n; i++) {
    if (v[i].tag == V_TEXT) free(v[i].u.text);
    if (v[i].tag == V_LIST)
      for (Cell *c = v[i].u.list, *next; c; c = next) {
        next = c->next;
        free(c);
      }
  }
  free(v);
  printf("tagged_helper_tags: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
