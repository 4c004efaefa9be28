/* End-to-end: one pointer that may hold structs of different sizes allocated with plain
 * malloc (a small and a large shape with a link field at the same offset, and flat
 * records of two sizes): the marshaler tells them apart by each object's extent, which
 * the runtime recorded at malloc. Before, only cormi_new(T) objects (with their old size
 * header) could be told apart: a compile error "it is not allocated with cormi_new(T)".
 * Exit 0 when every value matched. */
#define E2E_NAME "poly_sizes"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Small { int64_t kind; struct Small *next; } Small;
typedef struct Large { int64_t kind; struct Small *next; int64_t more[3]; } Large;
typedef struct Flat { int64_t kind; } Flat;
typedef struct Wide { int64_t kind; int64_t extra[4]; } Wide;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

/* Sum of kinds along the chain, plus the extras of every large cell (kind 2). */
int64_t Srv_walk(Srv *s, Small *x) {
  s->calls++;
  int64_t t = 0;
  for (; x; x = x->next) {
    t += x->kind;
    if (x->kind == 2) {
      Large *l = (Large *)x;
      t += l->more[0] + l->more[1] + l->more[2];
    }
  }
  return t;
}

int64_t Srv_kind(Srv *s, Flat *f) {
  s->calls++;
  return f->kind == 9 ? f->kind + ((Wide *)f)->extra[3] : f->kind;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref srv = cormi_create(1, Srv_new);
  Small *head = NULL;
  int64_t want = 0;
  for (int i = 0; i < 10; i++) {
    Small *c;
    if (i % 3 == 0) {
      Large *l = malloc(sizeof *l);
      l->kind = 2;
      l->more[0] = l->more[1] = l->more[2] = i;
      want += 2 + 3 * i;
      c = (Small *)l;
    } else {
      c = malloc(sizeof *c);
      c->kind = 1;
      want += 1;
    }
    c->next = head;
    head = c;
  }
  CHECK(cormi_invoke(srv, Srv_walk, head) == want);
  while (head) {
    Small *next = head->next;
    free(head);
    head = next;
  }

  Flat *f = argc > 5 ? malloc(sizeof(Flat)) : (Flat *)calloc(1, sizeof(Wide));
  f->kind = 9;
  ((Wide *)f)->extra[3] = 30;
  CHECK(cormi_invoke(srv, Srv_kind, f) == 39);
  free(f);
  printf("poly_sizes: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
