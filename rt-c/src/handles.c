/* Handle tables: identity maps for cycle and sharing detection (cormi_rt.h, layer 3).
 * Marshal side: open addressing over object addresses, linear probing, a multiplicative
 * pointer hash. Unmarshal side: a vector of addresses indexed by handle - 1. Clearing
 * bumps a generation counter, so a table is reused between calls without a memset.
 * Also compiled to bitcode so find_or_add inlines into generated marshalers. */
#include "cormi_rt.h"
#include "hot.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { INITIAL_SLOTS = 64, POOL_MAX = 8 };

static inline uint32_t slot_of(const cormi_handles *h, const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
  return (uint32_t)(x >> 32) & h->mask;
}

#ifndef CORMI_RT_BITCODE /* slow paths and the pool: only in the library */
static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n, size);
  if (!p) {
    fputs("cormi: out of memory in a handle table\n", stderr);
    exit(1);
  }
  return p;
}

static cormi_handles *handles_new(void) {
  cormi_handles *h = (cormi_handles *)xcalloc(1, sizeof *h);
  h->slots = (cormi_handle_slot *)xcalloc(INITIAL_SLOTS, sizeof *h->slots);
  h->mask = INITIAL_SLOTS - 1;
  h->gen = 1;
  return h;
}

static void handles_free(cormi_handles *h) {
  free(h->slots);
  free(h->objs);
  free(h);
}

static _Thread_local cormi_handles *pool[POOL_MAX];
static _Thread_local int pool_len;
static _Thread_local int pool_armed; /* this thread's exit frees its pool */
static pthread_key_t pool_key;
static pthread_once_t pool_once = PTHREAD_ONCE_INIT;

/* Thread exit: the thread's pooled tables go with it (service threads come and go). */
static void free_pool(void *unused) {
  (void)unused;
  while (pool_len > 0) handles_free(pool[--pool_len]);
  pool_armed = 0;
}

static void make_pool_key(void) {
  if (pthread_key_create(&pool_key, free_pool) != 0) {
    fputs("cormi: cannot create a thread key for handle tables\n", stderr);
    exit(1);
  }
}

static void arm_pool(void) {
  pthread_once(&pool_once, make_pool_key);
  pthread_setspecific(pool_key, (void *)1); /* any non-NULL value runs free_pool at exit */
  pool_armed = 1;
}

cormi_handles *cormi_handles_acquire(void) {
  if (pool_len > 0) return pool[--pool_len];
  return handles_new();
}

void cormi_handles_release(cormi_handles *h) {
  if (!h) return;
  cormi_handles_clear(h);
  if (pool_len < POOL_MAX) {
    if (__builtin_expect(!pool_armed, 0)) arm_pool();
    pool[pool_len++] = h;
  } else {
    handles_free(h);
  }
}

void cormi_handles_free_objects(cormi_handles *h) {
  size_t n = (size_t)h->mask + 1;
  /* A refused reply (cormi_refuse) may hold the object it refused, which no heap block
   * of the runtime's is (memory of another allocator): that one is not freed. */
  int refused = cormi_send_refused_pending();
  for (size_t i = 0; i < n; i++)
    if (h->slots[i].gen == h->gen && (!refused || cormi_extent((void *)h->slots[i].key) != CORMI_EXTENT_UNKNOWN))
      free((void *)h->slots[i].key);
  cormi_handles_clear(h);
}

__attribute__((noinline, cold)) void cormi_handles_grow(cormi_handles *h) {
  cormi_handle_slot *old = h->slots;
  size_t old_n = (size_t)h->mask + 1;
  h->slots = (cormi_handle_slot *)xcalloc(old_n * 2, sizeof *h->slots);
  h->mask = (uint32_t)(old_n * 2 - 1);
  for (size_t i = 0; i < old_n; i++) {
    if (old[i].gen != h->gen) continue;
    uint32_t s = slot_of(h, old[i].key);
    while (h->slots[s].gen == h->gen) s = (s + 1) & h->mask;
    h->slots[s] = old[i];
  }
  free(old);
}

__attribute__((noinline, cold)) void cormi_handles_grow_objs(cormi_handles *h) {
  uint32_t cap = h->objs_cap ? h->objs_cap * 2 : 64;
  void **o = (void **)realloc(h->objs, (size_t)cap * sizeof *o);
  if (!o) {
    fputs("cormi: out of memory in a handle table\n", stderr);
    exit(1);
  }
  h->objs = o;
  h->objs_cap = cap;
}
#endif

CORMI_HOT void cormi_handles_clear(cormi_handles *h) {
  h->count = 0;
  if (++h->gen == 0) { /* wrapped: slots of generation 0 must read as empty */
    memset(h->slots, 0, ((size_t)h->mask + 1) * sizeof *h->slots);
    h->gen = 1;
  }
}

CORMI_HOT uint32_t cormi_handles_find_or_add(cormi_handles *h, const void *p) {
  uint32_t s = slot_of(h, p);
  for (;;) {
    cormi_handle_slot *e = &h->slots[s];
    if (e->gen != h->gen) break;
    if (e->key == p) return e->handle;
    s = (s + 1) & h->mask;
  }
  if (__builtin_expect((h->count + 1) * 2 > h->mask + 1, 0)) {
    cormi_handles_grow(h);
    s = slot_of(h, p);
    while (h->slots[s].gen == h->gen) s = (s + 1) & h->mask;
  }
  h->slots[s].key = p;
  h->slots[s].gen = h->gen;
  h->slots[s].handle = ++h->count;
  return 0;
}

CORMI_HOT uint32_t cormi_handles_find(const cormi_handles *h, const void *p) {
  for (uint32_t s = slot_of(h, p);; s = (s + 1) & h->mask) {
    const cormi_handle_slot *e = &h->slots[s];
    if (e->gen != h->gen) return 0;
    if (e->key == p) return e->handle;
  }
}

CORMI_HOT uint32_t cormi_handles_add(cormi_handles *h, void *p) {
  if (__builtin_expect(h->count >= h->objs_cap, 0)) cormi_handles_grow_objs(h);
  h->objs[h->count] = p;
  return ++h->count;
}

CORMI_HOT void *cormi_handles_at(const cormi_handles *h, uint32_t handle) {
  if (handle == 0 || handle > h->count || !h->objs) return NULL;
  return h->objs[handle - 1];
}
