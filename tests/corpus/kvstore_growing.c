/* A sharded key-value store, written the way a C programmer writes one: every node but
 * 0 holds a shard (a chained hash table that grows with realloc; keys and values are
 * strdup'ed), node 0 routes each key to its shard by hash. Values come back as fresh
 * strings the caller frees; a shard's listing is a malloc'ed array of records holding
 * strings. Everything is checked against a local copy of the same data.
 * Exit status 0 iff every check passed; prints the same line on any number of nodes. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Entry {
  char *key;
  char *value;
  struct Entry *next;
} Entry;

typedef struct Shard {
  Entry **buckets;
  size_t nbuckets;
  size_t count;
  long puts, gets;
} Shard;

/* One (key, value) pair of a listing. */
typedef struct Pair {
  char *key;
  char *value;
} Pair;

typedef struct ShardStats {
  size_t count;
  size_t nbuckets;
  long puts;
  long gets;
} ShardStats;

static unsigned long hash(const char *s) {
  unsigned long h = 5381;
  for (size_t i = 0; s[i]; i++) h = h * 33 + (unsigned char)s[i];
  return h;
}

Shard *Shard_new(void) {
  Shard *s = malloc(sizeof *s);
  s->nbuckets = 8;
  s->buckets = calloc(s->nbuckets, sizeof *s->buckets);
  s->count = 0;
  s->puts = s->gets = 0;
  return s;
}

static void grow(Shard *s) {
  size_t old = s->nbuckets;
  Entry **b = calloc(old * 2, sizeof *b);
  for (size_t i = 0; i < old; i++) {
    Entry *e = s->buckets[i];
    while (e) {
      Entry *next = e->next;
      size_t k = hash(e->key) % (old * 2);
      e->next = b[k];
      b[k] = e;
      e = next;
    }
  }
  free(s->buckets);
  s->buckets = b;
  s->nbuckets = old * 2;
}

/* Stores a copy of key and value; returns 1 when the key is new. */
int Shard_put(Shard *s, const char *key, const char *value) {
  s->puts++;
  Entry *e = s->buckets[hash(key) % s->nbuckets];
  for (; e; e = e->next) {
    if (strcmp(e->key, key) == 0) {
      free(e->value);
      e->value = strdup(value);
      return 0;
    }
  }
  if (s->count + 1 > s->nbuckets * 2) grow(s);
  Entry *n = malloc(sizeof *n);
  n->key = strdup(key);
  n->value = strdup(value);
  size_t k = hash(key) % s->nbuckets;
  n->next = s->buckets[k];
  s->buckets[k] = n;
  s->count++;
  return 1;
}

/* A fresh copy of the value of key, or NULL. */
char *Shard_get(Shard *s, const char *key) {
  s->gets++;
  for (Entry *e = s->buckets[hash(key) % s->nbuckets]; e; e = e->next)
    if (strcmp(e->key, key) == 0) return strdup(e->value);
  return NULL;
}

/* Every pair of the shard, in bucket order, as a fresh array (its length is the array's). */
Pair *Shard_list(Shard *s) {
  Pair *out = calloc(s->count ? s->count : 1, sizeof *out); /* zeroed: an empty shard still sends one pair */
  size_t k = 0;
  for (size_t i = 0; i < s->nbuckets; i++)
    for (Entry *e = s->buckets[i]; e; e = e->next) {
      out[k].key = strdup(e->key);
      out[k].value = strdup(e->value);
      k++;
    }
  return out;
}

ShardStats Shard_stats(Shard *s) {
  ShardStats st = {s->count, s->nbuckets, s->puts, s->gets};
  return st;
}

enum { KEYS = 600 };

static int failures;
#define CHECK(c)                                                                  \
  do {                                                                            \
    if (!(c)) {                                                                   \
      fprintf(stderr, "kvstore_growing: FAILED at line %d: %s\n", __LINE__, #c);          \
      failures++;                                                                 \
    }                                                                             \
  } while (0)

static char *make_value(int i, int round) {
  char buf[96];
  int n = snprintf(buf, sizeof buf, "value-%d-%d-", i, round);
  for (int j = 0; j < i % 40; j++) buf[n + j] = (char)('a' + (i + j) % 26);
  buf[n + i % 40] = '\0';
  return strdup(buf);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int shards = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  cormi_ref *shard = malloc(shards * sizeof *shard);
  for (int i = 0; i < shards; i++) shard[i] = cormi_create(cormi_nodes() > 1 ? i + 1 : 0, Shard_new);

  char **keys = malloc(KEYS * sizeof *keys);
  char **values = calloc(KEYS, sizeof *values);
  int fresh = 0;
  for (int round = 0; round < 2; round++) {
    for (int i = 0; i < KEYS; i++) {
      if (round == 0) {
        char buf[32];
        snprintf(buf, sizeof buf, "key:%05d", i * 7919 % 100000);
        keys[i] = strdup(buf);
      }
      if (round == 1 && i % 3) continue; /* overwrite a third of the keys */
      free(values[i]);
      values[i] = make_value(i, round);
      fresh += cormi_invoke(shard[hash(keys[i]) % shards], Shard_put, keys[i], values[i]);
    }
  }
  CHECK(fresh == KEYS);

  int bad = 0;
  for (int i = 0; i < KEYS; i++) {
    char *v = cormi_invoke(shard[hash(keys[i]) % shards], Shard_get, keys[i]);
    bad += !v || strcmp(v, values[i]) != 0;
    free(v);
  }
  CHECK(bad == 0);
  char *none = cormi_invoke(shard[0], Shard_get, "no such key");
  CHECK(none == NULL);

  size_t listed = 0;
  for (int k = 0; k < shards; k++) {
    ShardStats st = cormi_invoke(shard[k], Shard_stats);
    Pair *pairs = cormi_invoke(shard[k], Shard_list);
    size_t n = st.count;
    CHECK(st.nbuckets * 2 >= st.count);
    for (size_t j = 0; j < n; j++) {
      int found = 0;
      for (int i = 0; i < KEYS && !found; i++)
        if (strcmp(keys[i], pairs[j].key) == 0) found = strcmp(values[i], pairs[j].value) == 0 && hash(keys[i]) % shards == (unsigned long)k;
      CHECK(found);
      free(pairs[j].key);
      free(pairs[j].value);
    }
    free(pairs);
    listed += n;
  }
  CHECK(listed == KEYS);

  for (int i = 0; i < KEYS; i++) {
    free(keys[i]);
    free(values[i]);
  }
  free(keys);
  free(values);
  free(shard);
  cormi_finalize();
  if (failures) return 1;
  printf("kvstore: %d keys in %s, every value checked\n", KEYS, shards > 1 ? "several shards" : "one shard");
  return 0;
}
