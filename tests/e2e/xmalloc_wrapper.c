/* End-to-end: objects made through allocation wrappers, the way C programs write them:
 * xmalloc (abort on failure), xcalloc, a string helper taking the size as a parameter,
 * and an array helper. Each call of a wrapper is an allocation site of its own, so list
 * nodes, strings and arrays made by one xmalloc keep their own layouts (a string's bytes
 * are never followed as a node's pointer). Before, "the size of the object ... is
 * unknown". Exit 0 when every value matched. */
#define E2E_NAME "xmalloc_wrapper"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) abort();
  return p;
}

static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n, size);
  if (!p) abort();
  return p;
}

/* A copy of the first n bytes of s, NUL-terminated. */
static char *copy_string(const char *s, size_t n) {
  char *out = xmalloc(n + 1);
  memcpy(out, s, n);
  out[n] = 0;
  return out;
}

typedef struct Item { char *name; struct Item *next; int64_t qty; } Item;
typedef struct Shop { int64_t orders; } Shop;

Shop *Shop_new(void) { return xcalloc(1, sizeof(Shop)); }

/* Total quantity, plus the length of every name. */
int64_t Shop_order(Shop *s, const Item *list) {
  s->orders++;
  int64_t t = 0;
  for (; list; list = list->next) t += list->qty + (int64_t)strlen(list->name);
  return t;
}

int64_t Shop_sum(Shop *s, const int64_t *v, int64_t n) {
  s->orders++;
  int64_t t = 0;
  for (int64_t i = 0; i < n; i++) t += v[i];
  return t;
}

int64_t Shop_len(Shop *s, const char *name) {
  s->orders++;
  return (int64_t)strlen(name);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Shop_new);
  const char *names[] = {"apple", "kiwi", "watermelon"};
  Item *list = NULL;
  int64_t want = 0;
  for (int i = 0; i < 3; i++) {
    Item *it = xmalloc(sizeof *it);
    it->name = copy_string(names[i], strlen(names[i]));
    it->qty = i + 1;
    it->next = list;
    list = it;
    want += it->qty + (int64_t)strlen(names[i]);
  }
  CHECK(cormi_invoke(r, Shop_order, list) == want);
  CHECK(cormi_invoke(r, Shop_len, list->name) == 10);

  int64_t n = argc + 49; /* 50 on every node */
  int64_t *v = xcalloc((size_t)n, sizeof *v);
  for (int64_t i = 0; i < n; i++) v[i] = i;
  CHECK(cormi_invoke(r, Shop_sum, v, n) == n * (n - 1) / 2);
  int64_t *w = xmalloc((size_t)n * sizeof *w);
  for (int64_t i = 0; i < n; i++) w[i] = 2;
  CHECK(cormi_invoke(r, Shop_sum, w, n) == 2 * n);
  free(v);
  free(w);
  while (list) {
    Item *next = list->next;
    free(list->name);
    free(list);
    list = next;
  }
  printf("xmalloc_wrapper: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
