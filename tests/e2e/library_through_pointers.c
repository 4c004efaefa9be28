/* Library calls through function pointers are modelled like direct ones (memcpy that
   makes two fields share one object; free of an argument), in every mode:
   - the client copies the pointer in `a` into `b` with memcpy called through a global
     function pointer, so both fields name one leaf: the server must see one object
     (the handle table stays);
   - the server frees its argument through a function pointer in its object: the
     runtime must not free that graph again after the call. */
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "library_through_pointers"
#include "check.h"

typedef struct Leaf { int64_t v; } Leaf;
typedef struct Pair { Leaf *a; Leaf *b; } Pair;
typedef struct Node { int64_t v; struct Node *next; } Node;

typedef void *(*copy_fn)(void *, const void *, size_t);
typedef void (*release_fn)(void *);

static copy_fn g_copy = memcpy;

typedef struct Ops { release_fn release; } Ops;
typedef struct Srv { Ops ops; int64_t freed; } Srv;

Srv *Srv_new(void) {
  Srv *s = cormi_new(Srv);
  s->ops.release = free;
  return s;
}

/* 1 when both fields arrived as one object (and writing through one shows in the other). */
int64_t Srv_same(Srv *self, Pair *p) {
  (void)self;
  if (!p->a || !p->b) return -1;
  p->a->v += 100;
  return p->a == p->b && p->b->v == p->a->v;
}

/* Sums a list and frees its nodes through the object's function pointer. */
int64_t Srv_consume(Srv *self, Node *n) {
  int64_t sum = 0;
  while (n) {
    Node *next = n->next;
    sum += n->v;
    self->ops.release(n);
    self->freed++;
    n = next;
  }
  return sum;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  for (int round = 0; round < 3; round++) {
    Pair *p = malloc(sizeof *p);
    p->a = malloc(sizeof *p->a);
    p->a->v = round;
    g_copy(&p->b, &p->a, sizeof p->a);
    CHECK(cormi_invoke(s, Srv_same, p) == 1);
    free(p->a);
    free(p);

    Node *head = NULL;
    for (int64_t k = 1; k <= 4; k++) {
      Node *n = malloc(sizeof *n);
      n->v = k;
      n->next = head;
      head = n;
    }
    CHECK(cormi_invoke(s, Srv_consume, head) == 10);
    while (head) {
      Node *next = head->next;
      free(head);
      head = next;
    }
  }
  cormi_release(s);
  cormi_finalize();
  return failures != 0;
}
