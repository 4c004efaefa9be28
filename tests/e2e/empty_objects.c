/* End-to-end: objects of zero bytes (malloc(0), calloc(0, n): glibc gives a unique
 * pointer) sent as arguments and results, alone and as a struct member. Before, the
 * receiver wanted one byte for such an object: "malformed message: the reply is shorter
 * than its unmarshaler reads". Exit 0 when every call returned what the local call does. */
#define E2E_NAME "empty_objects"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct Bag { double *items; int64_t n; } Bag;
typedef struct Shelf { int64_t calls; } Shelf;

Shelf *Shelf_new(void) { return calloc(1, sizeof(Shelf)); }

double *Shelf_empty(Shelf *s) {
  s->calls++;
  return malloc(0);
}

double *Shelf_empty_zeroed(Shelf *s) {
  s->calls++;
  return calloc(0, sizeof(double));
}

Bag *Shelf_bag(Shelf *s) {
  s->calls++;
  Bag *b = malloc(sizeof *b);
  b->items = malloc(0);
  b->n = 0;
  return b;
}

int64_t Shelf_count(Shelf *s, const Bag *b) {
  s->calls++;
  return b->items ? b->n + 1 : -1;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Shelf_new);
  Bag in = { malloc(0), 0 };
  CHECK(cormi_invoke(s, Shelf_count, &in) == 1);
  for (int i = 0; i < 3; i++) {
    double *e = cormi_invoke(s, Shelf_empty);
    CHECK(e != NULL);
    free(e);
    e = cormi_invoke(s, Shelf_empty_zeroed);
    CHECK(e != NULL);
    free(e);
    Bag *b = cormi_invoke(s, Shelf_bag);
    CHECK(b && b->items && b->n == 0);
    if (b) free(b->items), free(b);
  }
  free(in.items);
  cormi_finalize();
  if (failures == 0) printf("empty_objects: ok\n");
  return failures != 0;
}
