/* Received graphs: allocation logs, freeing after the call, per-call-site reuse slots
 * (cormi_rt.h, layer 9; DESIGN.md "Analyses" 4; paper §3.3).
 * The fast paths (reuse the object at this position; take/put with one atomic exchange)
 * are CORMI_HOT and inline into generated unmarshalers; allocation, growth and freeing
 * are library only. */
#include "cormi_rt.h"
#include "hot.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

CORMI_HOT void *cormi_log_object(cormi_graph_log *log, uint64_t size, uint32_t cls, uint32_t how) {
  if (log && log->len < log->old) {
    cormi_logged *e = &log->items[log->len];
    if (e->cls == cls && e->how == how) {
      log->len++;
      log->reused++;
      return e->obj;
    }
  }
  return cormi_log_alloc(log, size, 1, cls, how);
}

/* The next logged array when its class and kind (`how`: array, alignment) match and it
 * has room for n elements whose recorded extent can be set to n * elem (sanitizer
 * builds: only one of exactly n elements); else a fresh one. */
static inline void *log_array(cormi_graph_log *log, uint64_t elem, uint64_t n, uint32_t cls, uint32_t how) {
  if (log && log->len < log->old) {
    cormi_logged *e = &log->items[log->len];
    if (e->cls == cls && e->how == how && e->cap >= n && (!cormi_extent_set(e->obj, n * elem) || e->cap == n)) {
      log->len++;
      log->reused++;
      return e->obj;
    }
  }
  return cormi_log_alloc(log, elem, n, cls, how);
}

CORMI_HOT void *cormi_log_array(cormi_graph_log *log, uint64_t elem, uint64_t n, uint32_t cls) {
  return log_array(log, elem, n, cls, CORMI_LOG_ARRAY);
}

CORMI_HOT void *cormi_log_array_aligned(cormi_graph_log *log, uint64_t elem, uint64_t n, uint32_t cls, uint64_t align) {
  return log_array(log, elem, n, cls, CORMI_LOG_ARRAY | (uint32_t)__builtin_ctzll(align) << CORMI_LOG_ALIGN_SHIFT);
}

#ifndef CORMI_RT_BITCODE /* slow paths: only in the library */
static _Atomic uint64_t total_reused, total_fresh;
/* One empty log per thread, so freeing after every call allocates no log; freed at
 * thread exit by the key's destructor. */
static pthread_key_t spare_key;
static pthread_once_t spare_once = PTHREAD_ONCE_INIT;

static void free_spare(void *log) {
  free(((cormi_graph_log *)log)->items);
  free(log);
}

static void make_spare_key(void) {
  if (pthread_key_create(&spare_key, free_spare) != 0) {
    fputs("cormi: cannot create a thread key for received-graph logs\n", stderr);
    exit(1);
  }
}

static cormi_graph_log *take_spare(void) {
  pthread_once(&spare_once, make_spare_key);
  cormi_graph_log *log = (cormi_graph_log *)pthread_getspecific(spare_key);
  if (log) pthread_setspecific(spare_key, NULL);
  return log;
}

/* Keeps `log` (empty) as the thread's spare; false when it already has one. */
static int keep_spare(cormi_graph_log *log) {
  pthread_once(&spare_once, make_spare_key);
  if (pthread_getspecific(spare_key)) return 0;
  return pthread_setspecific(spare_key, log) == 0;
}

static void out_of_memory(uint64_t bytes) {
  fprintf(stderr, "cormi: out of memory allocating %llu bytes for a received graph\n", (unsigned long long)bytes);
  exit(1);
}

static void free_logged(const cormi_logged *e) { free(e->obj); }

/* Frees items[from, to). */
static void free_range(cormi_graph_log *log, uint64_t from, uint64_t to) {
  for (uint64_t k = from; k < to; k++) free_logged(&log->items[k]);
}

static void count(cormi_graph_log *log) {
  /* Statistics only, once per call: relaxed, no ordering with the graph's memory. */
  if (log->reused) atomic_fetch_add_explicit(&total_reused, log->reused, memory_order_relaxed);
  if (log->fresh) atomic_fetch_add_explicit(&total_fresh, log->fresh, memory_order_relaxed);
  log->reused = log->fresh = 0;
}

static void destroy(cormi_graph_log *log) {
  free_range(log, 0, log->len > log->old ? log->len : log->old);
  free(log->items);
  free(log);
}

void *cormi_log_alloc(cormi_graph_log *log, uint64_t size, uint64_t n, uint32_t cls, uint32_t how) {
  void *p;
  uint32_t shift = how >> CORMI_LOG_ALIGN_SHIFT, kind = how & ((1u << CORMI_LOG_ALIGN_SHIFT) - 1);
  if (shift)
    p = cormi_alloc_array_aligned(size, kind == CORMI_LOG_ARRAY ? n : 1, (size_t)1 << shift);
  else if (how == CORMI_LOG_ARRAY)
    p = cormi_alloc_array(size, n);
  else if (how == CORMI_LOG_OBJECT)
    p = cormi_alloc_object(size);
  else if (!(p = malloc(size ? size : 1)))
    out_of_memory(size);
  if (!log) return p;
  if (log->len < log->old) {
    free_logged(&log->items[log->len]); /* the previous graph's object here does not fit */
  } else if (log->len == log->cap) {
    uint64_t cap = log->cap ? 2 * log->cap : 64;
    cormi_logged *items = (cormi_logged *)realloc(log->items, cap * sizeof *items);
    if (!items) out_of_memory(cap * sizeof *items);
    log->items = items;
    log->cap = cap;
  }
  log->items[log->len++] = (cormi_logged){p, cls, how, kind == CORMI_LOG_ARRAY ? n : size};
  if (log->len > log->old) log->old = log->len;
  log->fresh++;
  return p;
}

cormi_graph_log *cormi_log_take(cormi_graph_log **slot) {
  cormi_graph_log *log = slot ? __atomic_exchange_n(slot, (cormi_graph_log *)NULL, __ATOMIC_ACQ_REL) : NULL;
  if (!log) log = take_spare();
  if (!log && !(log = (cormi_graph_log *)calloc(1, sizeof *log))) out_of_memory(sizeof *log);
  log->old = log->len > log->old ? log->len : log->old;
  log->len = 0;
  return log;
}

void cormi_log_put(cormi_graph_log **slot, cormi_graph_log *log) {
  free_range(log, log->len, log->old);
  log->old = log->len;
  count(log);
  cormi_graph_log *displaced = __atomic_exchange_n(slot, log, __ATOMIC_ACQ_REL);
  if (displaced) destroy(displaced);
}

void cormi_log_forget(cormi_graph_log *log, const cormi_handles *h) {
  for (uint64_t k = 0; k < log->len; k++) {
    cormi_logged *e = &log->items[k];
    /* A class no generated code uses: the next message's object here is allocated. */
    if (e->obj && cormi_handles_find(h, e->obj)) *e = (cormi_logged){NULL, UINT32_MAX, CORMI_LOG_MALLOC, 0};
  }
}

void cormi_log_release(cormi_graph_log *log) {
  free_range(log, 0, log->len > log->old ? log->len : log->old);
  log->len = log->old = 0;
  count(log);
  if (!keep_spare(log)) free_spare(log);
}

void cormi_reuse_counts(uint64_t *reused, uint64_t *fresh) {
  if (reused) *reused = atomic_load_explicit(&total_reused, memory_order_relaxed);
  if (fresh) *fresh = atomic_load_explicit(&total_fresh, memory_order_relaxed);
}
#endif
