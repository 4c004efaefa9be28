/* libavl (Debian source package libavl, Wessel Dankers' AVL trees, used unchanged, built
 * with AVL_COUNT and AVL_DEPTH as Debian does) across nodes: node 0 builds a tree of
 * records with the library (inserts and deletes that rebalance it; nodes hold parent,
 * child and list links, so the graph has cycles) and sends its root node through
 * cormi_invoke to methods on the last node. A tree's header holds function pointers
 * (the comparison and the item destructor), which cannot be sent, so a method rebuilds
 * a header around the received root and walks the copy with the library (avl_count,
 * avl_at, avl_search, avl_index, the ordered list), or inserts into and deletes from the
 * copy, and frees the copy with the library (avl_free_nodes). Node 0 checks every answer against the same walk of its own tree, and that its
 * tree is untouched by the calls. Exit 0 when every value matched. */
#define E2E_NAME "avl_trees"
#include "check.h"
#include "avl.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rec {
  int64_t key;
  char *name;
} Rec;

static int cmp_rec(const void *a, const void *b) {
  const Rec *x = a, *y = b;
  return (x->key > y->key) - (x->key < y->key);
}

static void free_rec(void *p) {
  Rec *r = p;
  free(r->name);
  free(r);
}

static Rec *new_rec(int64_t key) {
  Rec *r = malloc(sizeof *r);
  char text[32];
  snprintf(text, sizeof text, "rec-%lld", (long long)key);
  r->key = key;
  r->name = strdup(text);
  return r;
}

static uint64_t djb2(const char *s) {
  uint64_t h = 5381;
  int c;
  while ((c = (unsigned char)*s++)) h = h * 33 + (uint64_t)c;
  return h;
}

/* A header around a received root: the list ends are its leftmost and rightmost nodes. */
static void adopt(avl_tree_t *t, avl_node_t *top) {
  avl_init_tree(t, cmp_rec, free_rec);
  t->top = top;
  avl_node_t *n = top;
  while (n && n->left) n = n->left;
  t->head = n;
  for (n = top; n && n->right;) n = n->right;
  t->tail = n;
}

/* What a walk of a tree finds. */
typedef struct Summary {
  int64_t count, key_sum, name_hash, median, probe_index, depth, sorted;
} Summary;

static Summary summarize(const avl_tree_t *t, int64_t probe) {
  Summary s = {avl_count(t), 0, 0, -1, -1, t->top ? t->top->depth : 0, 1};
  int64_t last = INT64_MIN;
  for (avl_node_t *n = t->head; n; n = n->next) {
    const Rec *r = n->item;
    s.key_sum += r->key;
    s.name_hash = s.name_hash * 31 + (int64_t)djb2(r->name);
    if (r->key <= last) s.sorted = 0;
    last = r->key;
  }
  avl_node_t *mid = avl_at(t, (unsigned)s.count / 2);
  if (mid) s.median = ((const Rec *)mid->item)->key;
  Rec want = {probe, NULL};
  avl_node_t *hit = avl_search(t, &want);
  if (hit) s.probe_index = avl_index(hit);
  return s;
}

typedef struct Index {
  int64_t calls;
} Index;

Index *Index_new(void) { return calloc(1, sizeof(Index)); }

/* Walks the received tree with the library. */
Summary Index_summarize(Index *self, avl_node_t *top, int64_t probe) {
  self->calls++;
  avl_tree_t t;
  adopt(&t, top);
  Summary s = summarize(&t, probe);
  avl_free_nodes(&t); /* the method frees its copy: cormi leaves it to the method */
  return s;
}

/* Changes the received copy (inserts `extra` keys, deletes every key divisible by 5)
 * and walks it after the library rebalanced it; then frees the copy through the
 * library. */
Summary Index_edit(Index *self, avl_node_t *top, int64_t extra, int64_t probe) {
  self->calls++;
  avl_tree_t t;
  adopt(&t, top);
  for (int64_t k = 0; k < extra; k++) {
    Rec *r = new_rec(1000 + k * 7);
    if (!avl_insert(&t, r)) free_rec(r);
  }
  for (int64_t k = 0; k < 1100; k += 5) {
    Rec want = {k, NULL};
    avl_delete(&t, &want);
  }
  Summary s = summarize(&t, probe);
  avl_free_nodes(&t);
  return s;
}

static avl_tree_t *build(int n, unsigned seed) {
  avl_tree_t *t = avl_alloc_tree(cmp_rec, free_rec);
  for (int i = 0; i < n; i++) {
    seed = seed * 1103515245u + 12345u;
    Rec *r = new_rec((int64_t)(seed >> 8) % 1000);
    if (!avl_insert(t, r)) free_rec(r); /* duplicate key */
  }
  for (int64_t k = 0; k < 1000; k += 3) {
    Rec want = {k, NULL};
    avl_delete(t, &want);
  }
  return t;
}

static int same(Summary a, Summary b) {
  return a.count == b.count && a.key_sum == b.key_sum && a.name_hash == b.name_hash && a.median == b.median &&
         a.probe_index == b.probe_index && a.depth == b.depth && a.sorted == b.sorted;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref ix = cormi_create(cormi_nodes() - 1, Index_new);
  int64_t walked = 0;
  for (int round = 0; round < 4; round++) {
    avl_tree_t *t = build(50 + 100 * round, 7u + (unsigned)round);
    Rec *some = t->top ? t->top->item : NULL;
    int64_t probe = some ? some->key : 1;
    Summary want = summarize(t, probe);
    CHECK(want.sorted == 1);
    Summary got = cormi_invoke(ix, Index_summarize, t->top, probe);
    CHECK(same(got, want));
    /* The same edit on a local copy of the tree gives what the method saw. */
    avl_tree_t *mine = build(50 + 100 * round, 7u + (unsigned)round);
    for (int64_t k = 0; k < 20; k++) {
      Rec *r = new_rec(1000 + k * 7);
      if (!avl_insert(mine, r)) free_rec(r);
    }
    for (int64_t k = 0; k < 1100; k += 5) {
      Rec want_k = {k, NULL};
      avl_delete(mine, &want_k);
    }
    Summary edited = cormi_invoke(ix, Index_edit, t->top, 20, probe);
    CHECK(same(edited, summarize(mine, probe)));
    CHECK(same(summarize(t, probe), want));
    walked += want.count;
    avl_free_tree(mine);
    avl_free_tree(t);
  }
  printf("avl_trees: 4 trees, %lld records walked remotely\n", (long long)walked);
  cormi_release(ix);
  cormi_finalize();
  return failures != 0;
}
