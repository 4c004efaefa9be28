/* Pointer + length slices: a block store. The client cuts a buffer into records, each a
 * { uint8_t *ptr; size_t len; } slice with its own malloc'ed bytes, and sends arrays of
 * slices (a run-time count) to a storage node that checksums them (Adler-32 and FNV-1a,
 * written with pointer walks), stores copies, and returns a requested record as a slice
 * by value. Every checksum and every byte fetched back is checked against the client's. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "slices: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Slice {
  uint8_t *ptr;
  size_t len;
} Slice;

typedef struct Sums {
  uint32_t adler;
  uint64_t fnv;
  size_t bytes;
} Sums;

typedef struct Store {
  Slice *items;
  size_t count, cap;
} Store;

static uint32_t adler32(const uint8_t *p, size_t n) {
  uint32_t a = 1, b = 0;
  const uint8_t *end = p + n;
  while (p < end) {
    a = (a + *p++) % 65521u;
    b = (b + a) % 65521u;
  }
  return (b << 16) | a;
}

static uint64_t fnv1a(const uint8_t *p, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

Store *Store_new(void) { return calloc(1, sizeof(Store)); }

/* Stores a copy of each slice; returns the checksums of all of them together. */
Sums Store_put(Store *self, Slice *slices, size_t n) {
  Sums s = {1, 1469598103934665603ull, 0};
  for (size_t i = 0; i < n; i++) {
    s.adler ^= adler32(slices[i].ptr, slices[i].len);
    s.fnv = s.fnv * 31 + fnv1a(slices[i].ptr, slices[i].len);
    s.bytes += slices[i].len;
    if (self->count == self->cap) {
      self->cap = self->cap ? self->cap * 2 : 8;
      self->items = realloc(self->items, self->cap * sizeof(Slice));
    }
    Slice *d = &self->items[self->count++];
    d->len = slices[i].len;
    d->ptr = malloc(d->len ? d->len : 1);
    memcpy(d->ptr, slices[i].ptr, d->len);
  }
  return s;
}

/* A copy of record k (an empty slice when there is none). */
Slice Store_get(Store *self, size_t k) {
  Slice s = {NULL, 0};
  if (k >= self->count) return s;
  s.len = self->items[k].len;
  s.ptr = malloc(s.len ? s.len : 1);
  memcpy(s.ptr, self->items[k].ptr, s.len);
  return s;
}

size_t Store_count(Store *self) { return self->count; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref store = cormi_create(cormi_nodes() > 1 ? cormi_nodes() - 1 : 0, Store_new);
  size_t total = 0, batches = 6;
  Slice *all = NULL;
  for (size_t b = 0; b < batches; b++) {
    size_t n = 1 + b * 3;
    Slice *batch = malloc(n * sizeof *batch);
    Sums want = {1, 1469598103934665603ull, 0};
    for (size_t i = 0; i < n; i++) {
      size_t len = (b * 131 + i * 17) % 300;
      batch[i].len = len;
      batch[i].ptr = malloc(len ? len : 1);
      for (size_t k = 0; k < len; k++) batch[i].ptr[k] = (uint8_t)(k * 7 + i + b);
      want.adler ^= adler32(batch[i].ptr, len);
      want.fnv = want.fnv * 31 + fnv1a(batch[i].ptr, len);
      want.bytes += len;
    }
    Sums got = cormi_invoke(store, Store_put, batch, n);
    CHECK(got.adler == want.adler && got.fnv == want.fnv && got.bytes == want.bytes);
    all = realloc(all, (total + n) * sizeof *all);
    memcpy(all + total, batch, n * sizeof *batch);
    total += n;
    free(batch);
  }
  CHECK(cormi_invoke(store, Store_count) == total);
  for (size_t k = 0; k <= total; k++) {
    Slice s = cormi_invoke(store, Store_get, k);
    if (k == total) {
      CHECK(s.ptr == NULL && s.len == 0);
      break;
    }
    CHECK(s.len == all[k].len && memcmp(s.ptr, all[k].ptr, s.len) == 0);
    free(s.ptr);
  }
  printf("slices: %zu records in %zu batches stored and fetched back\n", total, batches);
  for (size_t k = 0; k < total; k++) free(all[k].ptr);
  free(all);
  cormi_release(store);
  cormi_finalize();
  return failures != 0;
}
