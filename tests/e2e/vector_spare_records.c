/* End-to-end: a vector of records holding pointers, grown by realloc to twice its
 * capacity and never cleared: its spare records are whatever realloc left there. The
 * whole block is sent, so the runtime's realloc zeroes the part it grows a block by
 * (spare records hold NULL). Sent as an argument inside a struct and as a bare array,
 * returned from a method that grows its own vector the same way. Before: the sender
 * stopped at a spare record's garbage pointer ("cannot send the object at 0x..."). */
#define E2E_NAME "vector_spare_records"
#include "check.h"
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Item { char *name; double price; int *tags; int ntags; } Item;
typedef struct Cat { Item *items; size_t n, cap; } Cat;
typedef struct Srv { long calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

static double value_of(const Item *it, size_t n) {
  double t = 0;
  for (size_t i = 0; i < n; i++) {
    t += it[i].price * (double)strlen(it[i].name);
    for (int j = 0; j < it[i].ntags; j++) t += it[i].tags[j];
  }
  return t;
}

double Srv_value(Srv *s, Cat *c) { s->calls++; return value_of(c->items, c->n); }
double Srv_arr(Srv *s, Item *it, size_t n) { s->calls++; return value_of(it, n); }

static Item *push(Cat *c) {
  if (c->n == c->cap) {
    c->cap = c->cap ? c->cap * 2 : 1;
    c->items = realloc(c->items, c->cap * sizeof(Item)); /* spare records not cleared */
  }
  return &c->items[c->n++];
}

static void fill(Item *it, int i) {
  char buf[32];
  snprintf(buf, sizeof buf, "item-%d", i * 13);
  it->name = strdup(buf);
  it->price = (i % 7) * 1.5;
  it->ntags = i % 4;
  it->tags = malloc((size_t)(it->ntags + 1) * sizeof(int));
  for (int j = 0; j < it->ntags; j++) it->tags[j] = i * j;
}

/* A vector the method grows itself (capacity beyond the count when it returns). */
Cat *Srv_make(Srv *s, int n) {
  s->calls++;
  Cat *c = calloc(1, sizeof *c);
  for (int i = 0; i < n; i++) fill(push(c), i);
  return c;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Cat c = {NULL, 0, 0};
  int sends = 0;
  for (int i = 0; i < 40; i++) {
    fill(push(&c), i);
    if (c.n != c.cap && i % 3 == 0) { /* spare records present */
      double want = value_of(c.items, c.n);
      CHECK(cormi_invoke(r, Srv_value, &c) == want);
      CHECK(cormi_invoke(r, Srv_arr, c.items, c.n) == want);
      sends++;
    }
  }
  CHECK(sends > 5);
  for (int n = 1; n < 40; n += 7) {
    Cat *m = cormi_invoke(r, Srv_make, n);
    CHECK(m->n == (size_t)n && m->cap >= m->n);
    Cat local = {NULL, 0, 0};
    for (int i = 0; i < n; i++) fill(push(&local), i);
    CHECK(value_of(m->items, m->n) == value_of(local.items, local.n));
  }
  printf("vector_spare_records: %d sends with spare records, %s\n", sends, failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures != 0;
}
