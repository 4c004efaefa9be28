/* The received-graph log (rt-c/src/reuse.c) on its own, under ASan + LeakSanitizer +
 * UBSan: reuse by position, class and allocator; arrays reused only with room; objects
 * that do not fit freed; a taken slot is empty for a concurrent caller; release frees
 * everything (a leak fails the run); objects a reply frees itself leave the log first
 * (cormi_log_forget: never freed twice, their positions never reused). A reused array's extent is its new length; where
 * the allocator cannot record that (a sanitizer's, as here, unless the runtime's own
 * malloc is linked), only arrays of exactly the same length are reused. */
#include "cormi_rt.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(c)                                                   \
  do {                                                             \
    if (!(c)) {                                                    \
      fprintf(stderr, "reuse_log.c:%d: CHECK(%s)\n", __LINE__, #c); \
      exit(1);                                                     \
    }                                                              \
  } while (0)

static cormi_graph_log *slot;

/* One "call": a struct of class 1, an array of n doubles (class 2), a malloc struct
 * (class 3); writes every byte it was given. */
static void receive(cormi_graph_log *log, uint64_t n, void **out) {
  out[0] = cormi_log_object(log, 24, 1, CORMI_LOG_OBJECT);
  memset(out[0], 0xab, 24);
  out[1] = cormi_log_array(log, 8, n, 2);
  CHECK(cormi_array_count(out[1], 8) == n);
  memset(out[1], 0xcd, 8 * n);
  out[2] = cormi_log_object(log, 16, 3, CORMI_LOG_MALLOC);
  memset(out[2], 0xef, 16);
}

static void *take_while_held(void *arg) {
  (void)arg;
  cormi_graph_log *log = cormi_log_take(&slot);
  void *objs[3];
  receive(log, 4, objs);
  CHECK(log->reused == 0 && log->fresh == 3); /* the slot was empty: nothing shared */
  cormi_log_release(log);
  return NULL;
}

int main(void) {
  void *probe = malloc(64);
  const int shrink = cormi_extent_set(probe, 32) == 0; /* can a block's extent be lowered? */
  free(probe);
  void *first[3], *second[3], *third[3];
  cormi_graph_log *log = cormi_log_take(&slot);
  receive(log, 10, first);
  CHECK(log->fresh == 3 && log->reused == 0);
  cormi_log_put(&slot, log);
  CHECK(slot == log);

  /* Same shape, a shorter array: everything reused in place (the array only where its
   * extent can be lowered). */
  log = cormi_log_take(&slot);
  CHECK(slot == NULL);
  pthread_t t; /* a concurrent call finds the slot empty and allocates its own */
  CHECK(pthread_create(&t, NULL, take_while_held, NULL) == 0);
  CHECK(pthread_join(t, NULL) == 0);
  receive(log, 5, second);
  CHECK(log->reused == (shrink ? 3 : 2) && log->fresh == (shrink ? 0 : 1));
  CHECK(first[0] == second[0] && (first[1] == second[1]) == shrink && first[2] == second[2]);
  CHECK(cormi_extent(second[1]) == 5 * 8);
  cormi_log_put(&slot, log);

  /* A longer array than the capacity (10): a fresh array, the rest reused. */
  log = cormi_log_take(&slot);
  receive(log, 11, third);
  CHECK(third[0] == first[0] && third[1] != first[1] && third[2] == first[2]);
  CHECK(log->reused == 2 && log->fresh == 1);
  cormi_log_put(&slot, log);

  /* Another shape: class 7 where class 1 was; then fewer objects than before. */
  log = cormi_log_take(&slot);
  void *o = cormi_log_object(log, 24, 7, CORMI_LOG_OBJECT);
  memset(o, 1, 24);
  CHECK(o != first[0] && log->fresh == 1);
  cormi_log_put(&slot, log); /* frees the two objects of the last call left unused */
  CHECK(slot->len == 1 && slot->old == 1);

  /* Two puts: the displaced log is freed whole. */
  cormi_graph_log *a = cormi_log_take(&slot), *b = cormi_log_take(&slot);
  receive(a, 3, first);
  receive(b, 3, second);
  cormi_log_put(&slot, a);
  cormi_log_put(&slot, b);
  CHECK(slot == b);

  uint64_t reused, fresh;
  cormi_reuse_counts(&reused, &fresh);
  CHECK(reused == (shrink ? 3 : 2) + 2 && fresh == 3 + 3 + (shrink ? 0 : 1) + 1 + 1 + 3 + 3);
  cormi_log_release(cormi_log_take(&slot));
  CHECK(slot == NULL);
  /* A reply that returned part of the graph frees those objects: they leave the log. */
  void *objs[3];
  cormi_graph_log *g = cormi_log_take(&slot);
  receive(g, 2, objs);
  cormi_handles *h = cormi_handles_acquire();
  CHECK(cormi_handles_find_or_add(h, objs[2]) == 0);
  cormi_log_forget(g, h);
  cormi_handles_free_objects(h); /* frees objs[2]; a second free would fail under ASan */
  cormi_handles_release(h);
  cormi_log_put(&slot, g);
  cormi_graph_log *next = cormi_log_take(&slot);
  receive(next, 2, objs);
  CHECK(next->reused == 2 && next->fresh == 1); /* the forgotten position is allocated */
  cormi_log_release(next);
  /* No-log allocations are plain. */
  void *plain = cormi_log_array(NULL, 4, 3, 9);
  CHECK(cormi_array_count(plain, 4) == 3);
  cormi_free(plain);
  puts("reuse_log: ok");
  return 0;
}
