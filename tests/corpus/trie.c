/* A spelling dictionary as a trie: nodes with 26 child pointers and a malloc'ed list of
 * the words ending there (their original spellings, strdup'ed). The client builds a trie
 * from a word list, sends it whole to a dictionary node once (a graph of a few hundred
 * nodes, most child pointers NULL), then asks it for completions of prefixes (a fresh
 * NULL-terminated array of strings) and for suggestions within one edit; it checks the
 * answers against the same functions run locally. */
#include <cormi.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "trie: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Trie {
  struct Trie *child[26];
  char **words; /* spellings ending here */
  int nwords;
} Trie;

typedef struct Dict {
  Trie *root;
  long queries;
} Dict;

static Trie *trie_new(void) { return calloc(1, sizeof(Trie)); }

static void trie_free(Trie *t) {
  if (!t) return;
  for (int c = 0; c < 26; c++) trie_free(t->child[c]);
  for (int i = 0; i < t->nwords; i++) free(t->words[i]);
  free(t->words);
  free(t);
}

static void trie_add(Trie *t, const char *word) {
  for (const char *p = word; *p; p++) {
    int c = tolower((unsigned char)*p) - 'a';
    if (c < 0 || c >= 26) continue;
    if (!t->child[c]) t->child[c] = trie_new();
    t = t->child[c];
  }
  t->words = realloc(t->words, (size_t)(t->nwords + 1) * sizeof(char *));
  t->words[t->nwords++] = strdup(word);
}

static const Trie *trie_find(const Trie *t, const char *prefix) {
  for (; t && *prefix; prefix++) {
    int c = tolower((unsigned char)*prefix) - 'a';
    t = (c >= 0 && c < 26) ? t->child[c] : NULL;
  }
  return t;
}

static void collect(const Trie *t, char ***out, size_t *n, size_t max) {
  if (!t || *n >= max) return;
  for (int i = 0; i < t->nwords && *n < max; i++) {
    *out = realloc(*out, (*n + 2) * sizeof(char *));
    (*out)[(*n)++] = strdup(t->words[i]);
    (*out)[*n] = NULL;
  }
  for (int c = 0; c < 26; c++) collect(t->child[c], out, n, max);
}

static char **completions(const Trie *root, const char *prefix, size_t max) {
  char **out = calloc(1, sizeof(char *));
  size_t n = 0;
  collect(trie_find(root, prefix), &out, &n, max);
  return out;
}

/* Words one substitution away from `word` (same length), NULL-terminated. */
static char **one_edit(const Trie *root, const char *word) {
  char **out = calloc(1, sizeof(char *));
  size_t n = 0, len = strlen(word);
  char *probe = strdup(word);
  for (size_t i = 0; i < len; i++) {
    char keep = probe[i];
    for (char c = 'a'; c <= 'z'; c++) {
      if (c == tolower((unsigned char)keep)) continue;
      probe[i] = c;
      const Trie *t = trie_find(root, probe);
      for (int k = 0; t && k < t->nwords; k++) {
        out = realloc(out, (n + 2) * sizeof(char *));
        out[n++] = strdup(t->words[k]);
        out[n] = NULL;
      }
    }
    probe[i] = keep;
  }
  free(probe);
  return out;
}

Dict *Dict_new(void) { return calloc(1, sizeof(Dict)); }

/* Keeps the trie it is sent (the node owns its copy from now on). */
long Dict_load(Dict *self, Trie *root) {
  self->root = root;
  long nodes = 0;
  Trie *stack[512];
  int sp = 0;
  if (root) stack[sp++] = root;
  while (sp > 0) {
    Trie *t = stack[--sp];
    nodes++;
    for (int c = 0; c < 26; c++)
      if (t->child[c] && sp < 512) stack[sp++] = t->child[c];
  }
  return nodes;
}

char **Dict_complete(Dict *self, const char *prefix, size_t max) {
  self->queries++;
  return completions(self->root, prefix, max);
}

char **Dict_suggest(Dict *self, const char *word) {
  self->queries++;
  return one_edit(self->root, word);
}

static int same_list(char **a, char **b) {
  size_t i = 0;
  for (; a[i] && b[i]; i++)
    if (strcmp(a[i], b[i]) != 0) return 0;
  return a[i] == NULL && b[i] == NULL;
}

static void free_list(char **v) {
  for (size_t i = 0; v[i]; i++) free(v[i]);
  free(v);
}

static const char *WORDS[] = {"cat", "cart", "care", "card", "Carl", "bat", "bar", "bark", "barn", "cot",
                              "coat", "cost", "dog", "dot", "dote", "Dora", "car", "cab", "cap", "cup"};

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref d = cormi_create(cormi_nodes() > 1 ? cormi_nodes() - 1 : 0, Dict_new);
  Trie *root = trie_new();
  for (size_t i = 0; i < sizeof WORDS / sizeof *WORDS; i++) trie_add(root, WORDS[i]);
  long nodes = cormi_invoke(d, Dict_load, root);
  CHECK(nodes == Dict_load(&(Dict){0}, root));
  const char *prefixes[] = {"ca", "car", "b", "do", "z", "", "cost"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
    char **got = cormi_invoke(d, Dict_complete, prefixes[i], (size_t)8);
    char **want = completions(root, prefixes[i], 8);
    CHECK(same_list(got, want));
    free_list(got);
    free_list(want);
  }
  const char *typos[] = {"cax", "dag", "bart", "cop", "zzz"};
  int suggested = 0;
  for (size_t i = 0; i < sizeof typos / sizeof *typos; i++) {
    char **got = cormi_invoke(d, Dict_suggest, typos[i]);
    char **want = one_edit(root, typos[i]);
    CHECK(same_list(got, want));
    for (size_t k = 0; got[k]; k++) suggested++;
    free_list(got);
    free_list(want);
  }
  printf("trie: %ld nodes sent once, %d suggestions checked\n", nodes, suggested);
  trie_free(root);
  cormi_release(d);
  cormi_finalize();
  return failures != 0;
}
