/* Word counting across nodes: the client splits a text into lines (strdup), sends each
 * line batch (a malloc'ed array of char *) to a counter node chosen by the batch number;
 * a counter tokenizes with strtok_r, lower-cases with a pointer walk, counts words in an
 * open-addressing table and, at the end, returns its top words as an array of
 * { char *word; long count; } records sorted with qsort. The client merges the tops and
 * checks them against its own count. */
#include <cormi.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "wordcount: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct WordCount {
  char *word;
  long count;
} WordCount;

typedef struct Top {
  WordCount *items;
  size_t n;
} Top;

#define SLOTS 1024

typedef struct Counter {
  WordCount table[SLOTS];
  long words;
} Counter;

Counter *Counter_new(void) { return calloc(1, sizeof(Counter)); }

static unsigned hash(const char *s) {
  unsigned h = 2166136261u;
  for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static void lower(char *s) {
  for (char *p = s; *p; p++) *p = (char)tolower((unsigned char)*p);
}

static void count_word(WordCount *table, const char *w) {
  unsigned i = hash(w) % SLOTS;
  while (table[i].word && strcmp(table[i].word, w) != 0) i = (i + 1) % SLOTS;
  if (!table[i].word) table[i].word = strdup(w);
  table[i].count++;
}

/* Counts the words of n lines; returns how many it counted. */
long Counter_add(Counter *self, char **lines, size_t n) {
  long before = self->words;
  for (size_t i = 0; i < n; i++) {
    char *save = NULL;
    for (char *w = strtok_r(lines[i], " ,.;:!?\t", &save); w; w = strtok_r(NULL, " ,.;:!?\t", &save)) {
      lower(w);
      count_word(self->table, w);
      self->words++;
    }
  }
  return self->words - before;
}

static int by_count(const void *a, const void *b) {
  const WordCount *x = a, *y = b;
  if (x->count != y->count) return x->count < y->count ? 1 : -1;
  return strcmp(x->word, y->word);
}

/* The k most frequent words (ties by word), fresh copies the caller owns. */
Top Counter_top(Counter *self, size_t k) {
  WordCount *all = malloc(SLOTS * sizeof *all);
  size_t n = 0;
  for (size_t i = 0; i < SLOTS; i++)
    if (self->table[i].word) all[n++] = self->table[i];
  qsort(all, n, sizeof *all, by_count);
  /* zeroed: the whole array travels, also the entries past t.n */
  Top t = {calloc(k ? k : 1, sizeof(WordCount)), n < k ? n : k};
  for (size_t i = 0; i < t.n; i++) {
    t.items[i].word = strdup(all[i].word);
    t.items[i].count = all[i].count;
  }
  free(all);
  return t;
}

static const char *TEXT[] = {
    "It was the best of times, it was the worst of times,",
    "it was the age of wisdom, it was the age of foolishness,",
    "it was the epoch of belief, it was the epoch of incredulity,",
    "it was the season of Light, it was the season of Darkness,",
    "it was the spring of hope, it was the winter of despair,",
    "we had everything before us, we had nothing before us,",
    "we were all going direct to Heaven, we were all going direct the other way.",
};

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int counters = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  cormi_ref *c = malloc((size_t)counters * sizeof *c);
  for (int k = 0; k < counters; k++) c[k] = cormi_create(cormi_nodes() > 1 ? k + 1 : 0, Counter_new);
  size_t nlines = sizeof TEXT / sizeof *TEXT;
  Counter *local = Counter_new();
  long sent = 0;
  for (int rep = 0; rep < 4; rep++) {
    for (size_t first = 0; first < nlines; first += 2) {
      size_t n = first + 2 <= nlines ? 2 : 1;
      char **batch = malloc(n * sizeof *batch);
      char **mine = malloc(n * sizeof *mine);
      for (size_t i = 0; i < n; i++) {
        batch[i] = strdup(TEXT[first + i]);
        mine[i] = strdup(TEXT[first + i]);
      }
      long counted = cormi_invoke(c[(rep + first) % (size_t)counters], Counter_add, batch, n);
      CHECK(strcmp(batch[0], TEXT[first]) == 0); /* strtok_r wrote into the server's copy */
      CHECK(counted == Counter_add(local, mine, n));
      sent += counted;
      for (size_t i = 0; i < n; i++) {
        free(batch[i]);
        free(mine[i]);
      }
      free(batch);
      free(mine);
    }
  }
  /* merge the counters' complete tables (k large enough for every word) */
  Counter *merged = Counter_new();
  for (int k = 0; k < counters; k++) {
    Top t = cormi_invoke(c[k], Counter_top, (size_t)SLOTS);
    for (size_t i = 0; i < t.n; i++) {
      CHECK(i == 0 || t.items[i - 1].count >= t.items[i].count);
      for (long r = 0; r < t.items[i].count; r++) count_word(merged->table, t.items[i].word);
      merged->words += t.items[i].count;
      free(t.items[i].word);
    }
    free(t.items);
  }
  CHECK(merged->words == sent && sent == local->words);
  Top want = Counter_top(local, 5), got = Counter_top(merged, 5);
  CHECK(want.n == 5 && got.n == 5);
  for (size_t i = 0; i < want.n && i < got.n; i++)
    CHECK(strcmp(want.items[i].word, got.items[i].word) == 0 && want.items[i].count == got.items[i].count);
  printf("wordcount: %ld words on %d counters; top: %s %ld, %s %ld\n", sent, counters, got.items[0].word,
         got.items[0].count, got.items[1].word, got.items[1].count);
  for (int k = 0; k < counters; k++) cormi_release(c[k]);
  cormi_finalize();
  return failures != 0;
}
