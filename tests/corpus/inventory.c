/* An inventory as a singly linked list of items with strdup'ed names and tag arrays.
 * The client sends the list to a catalogue node that filters it by a minimum stock,
 * sorts the survivors by name (an array of item pointers through qsort, relinked) and
 * returns the new list, and that merges a second list into its own stock. The client
 * checks order, contents, that its own list is untouched, and the node's totals. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "inventory: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Item {
  char *name;
  int stock;
  double price;
  int *tags;
  int ntags;
  struct Item *next;
} Item;

typedef struct Catalogue {
  Item *stock;
  long items, units;
} Catalogue;

Catalogue *Catalogue_new(void) { return calloc(1, sizeof(Catalogue)); }

static int by_name(const void *a, const void *b) {
  const Item *x = *(Item *const *)a, *y = *(Item *const *)b;
  return strcmp(x->name, y->name);
}

static Item *copy_item(const Item *it) {
  Item *c = malloc(sizeof *c);
  c->name = strdup(it->name);
  c->stock = it->stock;
  c->price = it->price;
  c->ntags = it->ntags;
  c->tags = it->ntags ? malloc((size_t)it->ntags * sizeof(int)) : NULL;
  if (it->ntags) memcpy(c->tags, it->tags, (size_t)it->ntags * sizeof(int));
  c->next = NULL;
  return c;
}

/* The items with at least `min_stock` units, sorted by name: a fresh list. */
Item *Catalogue_filter_sorted(Catalogue *self, Item *list, int min_stock) {
  (void)self;
  size_t n = 0;
  for (Item *it = list; it; it = it->next)
    if (it->stock >= min_stock) n++;
  if (n == 0) return NULL;
  Item **v = malloc(n * sizeof *v);
  size_t k = 0;
  for (Item *it = list; it; it = it->next)
    if (it->stock >= min_stock) v[k++] = copy_item(it);
  qsort(v, n, sizeof *v, by_name);
  for (size_t i = 0; i + 1 < n; i++) v[i]->next = v[i + 1];
  Item *head = v[0];
  free(v);
  return head;
}

/* Adds every item to the node's own stock (the list is kept, not copied). */
long Catalogue_merge(Catalogue *self, Item *list) {
  Item *last = list;
  for (Item *it = list; it; it = it->next) {
    self->items++;
    self->units += it->stock;
    last = it;
  }
  if (last) {
    last->next = self->stock;
    self->stock = list;
  }
  return self->units;
}

long Catalogue_count(Catalogue *self) {
  long n = 0;
  for (Item *it = self->stock; it; it = it->next) n++;
  return n;
}

static Item *make_list(int n, int seed) {
  static const char *words[] = {"bolt", "nut", "washer", "gear", "spring", "axle", "cam", "pin"};
  Item *head = NULL;
  for (int i = 0; i < n; i++) {
    Item *it = malloc(sizeof *it);
    char buf[32];
    snprintf(buf, sizeof buf, "%s-%02d", words[(i * 5 + seed) % 8], (i * 7 + seed) % 100);
    it->name = strdup(buf);
    it->stock = (i * 13 + seed) % 20;
    it->price = 0.25 * (i + 1);
    it->ntags = i % 4;
    it->tags = it->ntags ? malloc((size_t)it->ntags * sizeof(int)) : NULL;
    for (int t = 0; t < it->ntags; t++) it->tags[t] = i * 10 + t;
    it->next = head;
    head = it;
  }
  return head;
}

static void free_list(Item *it) {
  while (it) {
    Item *next = it->next;
    free(it->name);
    free(it->tags);
    free(it);
    it = next;
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref cat = cormi_create(cormi_nodes() > 1 ? cormi_nodes() - 1 : 0, Catalogue_new);
  int sorted_total = 0;
  for (int round = 0; round < 5; round++) {
    Item *list = make_list(5 + round * 6, round);
    Item *sorted = cormi_invoke(cat, Catalogue_filter_sorted, list, 6);
    int n = 0;
    for (Item *it = sorted; it; it = it->next, n++) {
      CHECK(it->stock >= 6);
      CHECK(!it->next || strcmp(it->name, it->next->name) <= 0);
      for (int t = 0; t < it->ntags; t++) CHECK(it->tags[t] % 10 == t);
    }
    int want = 0;
    for (Item *it = list; it; it = it->next) want += it->stock >= 6;
    CHECK(n == want);
    sorted_total += n;
    free_list(sorted);
    long units = 0;
    for (Item *it = list; it; it = it->next) units += it->stock;
    static long all_units;
    all_units += units;
    CHECK(cormi_invoke(cat, Catalogue_merge, list) == all_units);
    free_list(list);
  }
  CHECK(cormi_invoke(cat, Catalogue_count) == 5 * 5 + 6 * (0 + 1 + 2 + 3 + 4));
  printf("inventory: %d items survived the filters, sorted remotely\n", sorted_total);
  cormi_release(cat);
  cormi_finalize();
  return failures != 0;
}
