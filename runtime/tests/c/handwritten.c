/* A hand-written cormi program (no pass): marshals a linked list by hand with the rt-c
 * helpers and calls it on the last node. Used by runtime/tests/c_programs.rs.
 *   handwritten sum      -> prints "sum=<s> rank=<r>" (the list is summed remotely)
 *   handwritten kill     -> calls a method that sleeps 10 s, in CORMI_ERRORS_RETURN mode,
 *                           prints "status=<code>" when the call fails
 *   handwritten abort    -> calls an unknown call site in the default (abort) mode
 *   handwritten objects  -> create, invoke, lock/unlock, release of a remote object
 *   handwritten idle     -> rank 0 prints "ready" and sleeps (to be killed) */
#include "cormi_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { SITE_SUM = 1, SITE_SLEEP = 2, SITE_NEW = 3, SITE_ADD = 4, SITE_MISSING = 77 };

typedef struct list {
  double value;
  struct list *next;
} list;

typedef struct counter {
  long total;
} counter;

/* Server side of SITE_SUM: unmarshal count + values into a fresh list, sum it. */
static int srv_sum(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  uint64_t n = cormi_in_u64(in);
  if (cormi_in_check_count(in, n, sizeof(double))) return CORMI_E_MALFORMED;
  list *head = NULL, **tail = &head;
  for (uint64_t i = 0; i < n; i++) {
    list *x = (list *)cormi_alloc_object(sizeof *x);
    x->value = cormi_in_f64(in);
    *tail = x;
    tail = &x->next;
  }
  double sum = 0;
  while (head) {
    list *next = head->next;
    sum += head->value;
    cormi_free(head);
    head = next;
  }
  cormi_out_f64(out, sum);
  cormi_out_u32(out, (uint32_t)cormi_rank());
  return 0;
}

static int srv_sleep(cormi_in *in, cormi_out *out, void *self) {
  (void)out;
  (void)self;
  usleep((useconds_t)cormi_in_u64(in) * 1000);
  return 0;
}

static int srv_new(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  counter *c = (counter *)cormi_alloc_object(sizeof *c);
  c->total = (long)cormi_in_u64(in);
  cormi_out_u64(out, cormi_object_register(c, cormi_free));
  return 0;
}

static int srv_add(cormi_in *in, cormi_out *out, void *self) {
  counter *c = (counter *)self;
  c->total += (long)cormi_in_u64(in);
  cormi_out_u64(out, (uint64_t)c->total);
  return 0;
}

static const cormi_site sites[] = {
    {SITE_SUM, srv_sum, "list_sum at handwritten.c:31"},
    {SITE_SLEEP, srv_sleep, "sleep_ms"},
    {SITE_NEW, srv_new, "counter_new"},
    {SITE_ADD, srv_add, "counter_add"},
};

static int run_sum(void) {
  int target = cormi_nodes() - 1;
  list *head = NULL;
  for (int i = 100; i >= 1; i--) {
    list *x = (list *)cormi_alloc_object(sizeof *x);
    x->value = i;
    x->next = head;
    head = x;
  }
  cormi_call *c = cormi_call_begin_node(target, SITE_SUM);
  size_t count_at = c->args.len;
  cormi_out_u64(&c->args, 0);
  uint64_t n = 0;
  for (list *x = head; x; x = x->next, n++) cormi_out_f64(&c->args, x->value);
  cormi_out_patch_u64(&c->args, count_at, n);
  cormi_call_invoke(c);
  double sum = cormi_in_f64(&c->reply);
  uint32_t rank = cormi_in_u32(&c->reply);
  if (c->reply.error) cormi_call_fail(c, CORMI_E_MALFORMED);
  cormi_call_end(c);
  printf("sum=%.0f rank=%u\n", sum, rank);
  return sum == 5050.0 && (int)rank == target ? 0 : 1;
}

static int run_kill(void) {
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  printf("calling\n");
  fflush(stdout);
  cormi_call *c = cormi_call_begin_node(1, SITE_SLEEP);
  cormi_out_u64(&c->args, 10000);
  int status = cormi_call_invoke(c);
  cormi_call_end(c);
  printf("status=%d last=%d (%s)\n", status, cormi_last_error(), cormi_strerror(status));
  return 0;
}

static int run_abort(void) {
  cormi_call *c = cormi_call_begin_node(cormi_nodes() - 1, SITE_MISSING);
  cormi_call_invoke(c); /* exits with a message naming the call site */
  printf("not reached\n");
  return 0;
}

static int run_objects(void) {
  int target = cormi_nodes() - 1;
  cormi_call *c = cormi_call_begin_node(target, SITE_NEW);
  cormi_out_u64(&c->args, 40);
  cormi_call_invoke(c);
  cormi_ref r = cormi_in_u64(&c->reply);
  cormi_call_end(c);
  cormi_lock(r);
  c = cormi_call_begin(r, SITE_ADD);
  cormi_out_u64(&c->args, 2);
  cormi_call_invoke(c);
  uint64_t total = cormi_in_u64(&c->reply);
  cormi_call_end(c);
  cormi_unlock(r);
  cormi_release(r);
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  c = cormi_call_begin(r, SITE_ADD);
  cormi_out_u64(&c->args, 2);
  int after = cormi_call_invoke(c);
  cormi_call_end(c);
  printf("node=%d total=%llu after_release=%d\n", cormi_ref_node(r), (unsigned long long)total, after);
  return total == 42 && after == CORMI_E_NO_OBJECT ? 0 : 1;
}

int main(int argc, char **argv) {
  cormi_register_sites(0x5eed, sites, sizeof sites / sizeof sites[0]);
  cormi_init(&argc, &argv);
  const char *mode = argc > 1 ? argv[1] : "sum";
  int rc = 1;
  if (!strcmp(mode, "sum")) rc = run_sum();
  if (!strcmp(mode, "kill")) rc = run_kill();
  if (!strcmp(mode, "abort")) rc = run_abort();
  if (!strcmp(mode, "objects")) rc = run_objects();
  if (!strcmp(mode, "idle")) {
    printf("ready\n");
    fflush(stdout);
    sleep(30);
  }
  cormi_finalize();
  return rc;
}
