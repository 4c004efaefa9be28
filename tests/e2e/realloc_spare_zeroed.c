/* End-to-end: vectors grown with realloc keep spare capacity that the program never
 * writes, and are sent whole (their extent, not their count): the part realloc grows a
 * block by reads as zeros, so the spare slots travel as NULL pointers. A method returns
 * a NULL-terminated list of strings with spare slots, and node 0 sends a vector of
 * records with spare capacity, and one whose spare record is part of the block
 * `realloc(NULL, n)` made (a reused block, zeroed too: it held an earlier block's bytes,
 * and the sender stopped at them). Also run by tests/e2e/lsan.sh under
 * -fsanitize=address, whose allocator filled the growth with 0xbe (cormicc now sets
 * its fill byte to 0) and the sender stopped at 0xbebebebebebebebe. Everything is freed.
 * Only node 0 prints; exit 0 when every value matched. */
#define E2E_NAME "realloc_spare_zeroed"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Item { char *name; int64_t qty; } Item;
typedef struct Bag { Item *items; size_t n, cap; } Bag;
typedef struct Srv { int64_t calls; } Srv;

void *volatile junk_sink; /* keeps the junk blocks' writes */

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

/* n strings "itemK" in a list grown by doubling, NULL after the last. */
char **Srv_list(Srv *s, int n) {
  size_t cap = 4, k = 0;
  char **out = calloc(cap, sizeof *out);
  s->calls++;
  for (int i = 0; i < n; i++) {
    if (k + 1 >= cap) {
      cap *= 2;
      out = realloc(out, cap * sizeof *out);
    }
    char b[16];
    snprintf(b, sizeof b, "item%d", i);
    out[k++] = strdup(b);
  }
  out[k] = NULL;
  return out;
}

int64_t Srv_total(Srv *s, const Bag *b) {
  int64_t t = 0;
  if (s) s->calls++;
  for (size_t i = 0; i < b->n; i++) t += b->items[i].qty * (int64_t)strlen(b->items[i].name);
  return t;
}

static void push(Bag *b, const char *name, int64_t qty) {
  if (b->n == b->cap) {
    b->cap = b->cap ? b->cap * 2 : 2;
    b->items = realloc(b->items, b->cap * sizeof *b->items);
  }
  b->items[b->n].name = strdup(name);
  b->items[b->n].qty = qty;
  b->n++;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  for (int n = 1; n <= 13; n += 4) {
    char **v = cormi_invoke(r, Srv_list, n);
    int k = 0;
    while (v[k]) {
      char want[16];
      snprintf(want, sizeof want, "item%d", k);
      CHECK(strcmp(v[k], want) == 0);
      free(v[k]);
      k++;
    }
    CHECK(k == n);
    free(v);
  }
  Bag b = {NULL, 0, 0};
  for (int i = 0; i < 5; i++) push(&b, i % 2 ? "pear" : "fig", i + 1); /* capacity 8 */
  CHECK(cormi_invoke(r, Srv_total, &b) == Srv_total(NULL, &b));
  for (size_t i = 0; i < b.n; i++) free(b.items[i].name);
  free(b.items);
  /* Blocks of the first capacity's size, filled and freed: realloc(NULL, n) reuses one. */
  for (int i = 0; i < 16; i++) {
    char *junk = malloc(2 * sizeof(Item));
    memset(junk, 0xab, 2 * sizeof(Item));
    junk_sink = junk;
    free(junk);
  }
  Bag one = {NULL, 0, 0};
  push(&one, "plum", 7); /* capacity 2 */
  CHECK(one.cap == 2 && one.items[1].name == NULL);
  CHECK(cormi_invoke(r, Srv_total, &one) == 28);
  free(one.items[0].name);
  free(one.items);
  printf("realloc_spare_zeroed: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
