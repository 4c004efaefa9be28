/* Word frequencies, the ordinary C way: node 0 reads a generated text into a document
 * (a struct with a flexible array member of word offsets, sized with malloc(sizeof(Doc)
 * + n * sizeof(size_t)) and grown with realloc), sends documents to counters on the
 * other nodes, which keep a binary search tree of strndup'ed words; the top words come
 * back as a fresh array of records holding strings, the totals as a struct. Every
 * result is checked against the same counts made locally. Exit 0 iff all checks pass. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Doc {
  char *text;   /* the whole text, NUL-terminated */
  size_t words; /* entries of start[] */
  size_t start[];
} Doc;

typedef struct Word {
  char *word;
  long count;
  struct Word *left, *right;
} Word;

typedef struct Counter {
  Word *root;
  long total, distinct;
} Counter;

typedef struct Totals {
  long total;
  long distinct;
} Totals;

typedef struct Top {
  char *word;
  long count;
} Top;

Counter *Counter_new(void) { return calloc(1, sizeof(Counter)); }

static size_t word_len(const char *text, size_t at) {
  size_t n = 0;
  while (text[at + n] && text[at + n] != ' ') n++;
  return n;
}

static void insert(Counter *c, const char *w, size_t len) {
  Word **p = &c->root;
  while (*p) {
    int d = strncmp(w, (*p)->word, len);
    if (d == 0 && (*p)->word[len] == '\0') {
      (*p)->count++;
      return;
    }
    p = d < 0 || (d == 0) ? &(*p)->left : &(*p)->right;
  }
  Word *n = calloc(1, sizeof *n);
  n->word = strndup(w, len);
  n->count = 1;
  *p = n;
  c->distinct++;
}

static long count_words(Counter *c, const Doc *d) {
  for (size_t i = 0; i < d->words; i++) insert(c, d->text + d->start[i], word_len(d->text, d->start[i]));
  c->total += (long)d->words;
  return (long)d->words;
}

static void free_words(Word *w) {
  if (!w) return;
  free_words(w->left);
  free_words(w->right);
  free(w->word);
  free(w);
}

/* Counts every word of the document; returns how many it counted. */
long Counter_add(Counter *c, Doc *d) { return count_words(c, d); }

Totals Counter_totals(Counter *c) {
  Totals t = {c->total, c->distinct};
  return t;
}

/* The k most frequent words (ties: alphabetical) into best[0..k). */
static void collect(Word *w, Word **best, int k) {
  if (!w) return;
  collect(w->left, best, k);
  for (int i = 0; i < k; i++) {
    if (!best[i] || w->count > best[i]->count || (w->count == best[i]->count && strcmp(w->word, best[i]->word) < 0)) {
      memmove(&best[i + 1], &best[i], (size_t)(k - 1 - i) * sizeof *best);
      best[i] = w;
      break;
    }
  }
  collect(w->right, best, k);
}

static Top *top_words(Counter *c, int k) {
  Word **best = calloc((size_t)k, sizeof *best);
  collect(c->root, best, k);
  Top *out = malloc((size_t)k * sizeof *out);
  for (int i = 0; i < k; i++) {
    out[i].word = strdup(best[i] ? best[i]->word : "");
    out[i].count = best[i] ? best[i]->count : 0;
  }
  free(best);
  return out;
}

/* The k most frequent words as a fresh array of k records. */
Top *Counter_top(Counter *c, int k) { return top_words(c, k); }

static int failures;
#define CHECK(c)                                                                  \
  do {                                                                            \
    if (!(c)) {                                                                   \
      fprintf(stderr, "wordfreq: FAILED at line %d: %s\n", __LINE__, #c);         \
      failures++;                                                                 \
    }                                                                             \
  } while (0)

static const char *vocabulary[] = {"the", "of", "and", "node", "graph", "pointer", "remote", "method",
                                   "object", "copy", "heap", "array", "record", "string", "tree", "list"};
enum { VOCAB = sizeof vocabulary / sizeof *vocabulary, DOCS = 12, TOPK = 5 };

/* A document of n words drawn from the vocabulary (skewed towards its start). */
static Doc *make_doc(int seed, size_t n) {
  Doc *d = malloc(sizeof *d);
  d->words = 0;
  size_t cap = 0, len = 0;
  d->text = NULL;
  unsigned x = (unsigned)seed * 2654435761u + 1;
  for (size_t i = 0; i < n; i++) {
    x = x * 1103515245u + 12345u;
    const char *w = vocabulary[(x >> 8) % VOCAB % (1 + (x >> 20) % VOCAB)];
    size_t wl = strlen(w);
    if (len + wl + 2 > cap) {
      cap = (len + wl + 2) * 2;
      d->text = realloc(d->text, cap);
    }
    d = realloc(d, sizeof *d + (d->words + 1) * sizeof d->start[0]);
    d->start[d->words++] = len;
    memcpy(d->text + len, w, wl);
    len += wl;
    d->text[len++] = ' ';
  }
  if (d->text) d->text[len ? len - 1 : 0] = '\0';
  return d;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int nc = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  cormi_ref *counters = malloc((size_t)nc * sizeof *counters);
  for (int i = 0; i < nc; i++) counters[i] = cormi_create(cormi_nodes() > 1 ? i + 1 : 0, Counter_new);
  Counter *local = calloc((size_t)nc, sizeof *local);
  long sent = 0;
  for (int k = 0; k < DOCS; k++) {
    Doc *d = make_doc(k, 50 + (size_t)k * 31);
    long n = cormi_invoke(counters[k % nc], Counter_add, d);
    CHECK(n == (long)d->words);
    count_words(&local[k % nc], d);
    sent += n;
    free(d->text);
    free(d);
  }
  long total = 0;
  for (int i = 0; i < nc; i++) {
    Totals t = cormi_invoke(counters[i], Counter_totals);
    CHECK(t.total == local[i].total && t.distinct == local[i].distinct);
    total += t.total;
    Top *top = cormi_invoke(counters[i], Counter_top, TOPK);
    Top *want = top_words(&local[i], TOPK);
    for (int j = 0; j < TOPK; j++) {
      CHECK(strcmp(top[j].word, want[j].word) == 0 && top[j].count == want[j].count);
      free(top[j].word);
      free(want[j].word);
    }
    free(top);
    free(want);
  }
  CHECK(total == sent);
  for (int i = 0; i < nc; i++) free_words(local[i].root);
  free(local);
  free(counters);
  cormi_finalize();
  if (failures) return 1;
  printf("wordfreq: %d documents, %ld words counted and ranked\n", DOCS, sent);
  return 0;
}
