/* A sharded key-value store, written the way a C programmer writes one: each server node
 * holds a chained hash table of strdup'ed keys and values; the client hashes a key to
 * pick its shard, puts and gets strings, deletes some, and checks every answer against a
 * local table. Strings cross as plain char * (their extents come from the allocator). */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "kvstore: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Entry {
  char *key;
  char *value;
  struct Entry *next;
} Entry;

#define BUCKETS 64

typedef struct Shard {
  Entry *buckets[BUCKETS];
  long puts, gets, dels;
} Shard;

static unsigned long djb2(const char *s) {
  unsigned long h = 5381;
  int c;
  while ((c = (unsigned char)*s++)) h = h * 33 + (unsigned long)c;
  return h;
}

Shard *Shard_new(void) {
  Shard *s = calloc(1, sizeof *s);
  return s;
}

static Entry **slot(Shard *self, const char *key) {
  Entry **p = &self->buckets[djb2(key) % BUCKETS];
  while (*p && strcmp((*p)->key, key) != 0) p = &(*p)->next;
  return p;
}

/* Returns 1 when the key is new, 0 when its value was replaced. */
int Shard_put(Shard *self, const char *key, const char *value) {
  self->puts++;
  Entry **p = slot(self, key);
  if (*p) {
    free((*p)->value);
    (*p)->value = strdup(value);
    return 0;
  }
  Entry *e = malloc(sizeof *e);
  e->key = strdup(key);
  e->value = strdup(value);
  e->next = NULL;
  *p = e;
  return 1;
}

/* A fresh copy of the value, or NULL: the caller owns it. */
char *Shard_get(Shard *self, const char *key) {
  self->gets++;
  Entry *e = *slot(self, key);
  return e ? strdup(e->value) : NULL;
}

int Shard_del(Shard *self, const char *key) {
  self->dels++;
  Entry **p = slot(self, key);
  if (!*p) return 0;
  Entry *e = *p;
  *p = e->next;
  free(e->key);
  free(e->value);
  free(e);
  return 1;
}

long Shard_count(Shard *self) {
  long n = 0;
  for (int b = 0; b < BUCKETS; b++)
    for (Entry *e = self->buckets[b]; e; e = e->next) n++;
  return n;
}

static char *format_key(int i) {
  char buf[32];
  snprintf(buf, sizeof buf, "user:%04d", i);
  return strdup(buf);
}

static char *format_value(int i, int version) {
  int len = 1 + (i * 7 + version * 13) % 90;
  char *v = malloc((size_t)len + 16);
  int n = snprintf(v, (size_t)len + 16, "v%d.%d:", version, i);
  for (int k = 0; k < len; k++) v[n + k] = (char)('a' + (i + k + version) % 26);
  v[n + len] = '\0';
  return v;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int nodes = cormi_nodes();
  int shards = nodes > 1 ? nodes - 1 : 1;
  cormi_ref *shard = malloc((size_t)shards * sizeof *shard);
  for (int s = 0; s < shards; s++) shard[s] = cormi_create(nodes > 1 ? s + 1 : 0, Shard_new);

  enum { KEYS = 200 };
  char *expect[KEYS] = {0};
  int fresh = 0;
  for (int version = 0; version < 3; version++) {
    for (int i = 0; i < KEYS; i += 1 + version) {
      char *key = format_key(i);
      char *value = format_value(i, version);
      cormi_ref r = shard[djb2(key) % (unsigned long)shards];
      fresh += cormi_invoke(r, Shard_put, key, value);
      free(expect[i]);
      expect[i] = value;
      free(key);
    }
  }
  CHECK(fresh == KEYS);
  for (int i = 0; i < KEYS; i += 5) {
    char *key = format_key(i);
    CHECK(cormi_invoke(shard[djb2(key) % (unsigned long)shards], Shard_del, key) == 1);
    free(expect[i]);
    expect[i] = NULL;
    free(key);
  }
  int found = 0, missing = 0;
  for (int i = 0; i < KEYS; i++) {
    char *key = format_key(i);
    char *got = cormi_invoke(shard[djb2(key) % (unsigned long)shards], Shard_get, key);
    if (expect[i]) {
      CHECK(got && strcmp(got, expect[i]) == 0);
      found++;
    } else {
      CHECK(got == NULL);
      missing++;
    }
    free(got);
    free(key);
  }
  long total = 0;
  for (int s = 0; s < shards; s++) total += cormi_invoke(shard[s], Shard_count);
  CHECK(total == found);
  printf("kvstore: %d shards, %d keys found, %d deleted, %ld stored\n", shards, found, missing, total);
  for (int i = 0; i < KEYS; i++) free(expect[i]);
  for (int s = 0; s < shards; s++) cormi_release(shard[s]);
  free(shard);
  cormi_finalize();
  return failures != 0;
}
