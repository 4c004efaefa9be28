/*
 * alloc_heavy.c — allocation-heavy C without remote calls: build a list of N nodes with
 * malloc (each node 24 bytes, a payload string of 8..39 bytes from strdup every 16th
 * node), walk it, free it; repeated ROUNDS times. benches/extents/run.sh links it twice,
 * once against glibc's malloc alone and once with the runtime's malloc family
 * (libcormi_rt.a, which records every block's size: rt-c/src/heap.c), and compares the
 * medians (target: the size tracking costs no more than 1.10x).
 * Usage: alloc_heavy N ROUNDS [SHIFT]   prints `RESULT build_free ROUNDS median p10 p90`
 * in ms of the process's CPU time (single-threaded: on a shared machine, waiting for a CPU
 * would otherwise count), then `RESULT build_free_wall ...` in ms of wall time. SHIFT (a
 * multiple of 16, at least 32) keeps one block of SHIFT bytes (glibc's chunk) before the
 * rounds, moving every later block by SHIFT bytes: where the nodes fall within cache
 * lines and pages changes a round's time by up to a fifth, with or without the runtime,
 * so run.sh compares the two mallocs at several shifts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../timing.h"

/* CPU time of this process, in ms. */
static double cpu_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

typedef struct Node {
  int64_t value;
  char *payload;
  struct Node *next;
} Node;

static const char *const texts[] = {"short", "a somewhat longer payload", "the longest payload string of all"};

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s N ROUNDS\n", argv[0]);
    return 2;
  }
  long n = atol(argv[1]);
  int rounds = atoi(argv[2]);
  long shift = argc > 3 ? atol(argv[3]) : 0;
  /* A chunk of glibc's is the request plus 8 bytes, rounded up to 16 (at least 32). */
  void *volatile moved = shift >= 32 ? malloc((size_t)shift - 8) : NULL;
  double *ms = malloc((size_t)rounds * sizeof *ms), *wall = malloc((size_t)rounds * sizeof *wall);
  int64_t check = 0;
  for (int r = 0; r < rounds; r++) {
    double t0 = bench_now_us(), c0 = cpu_ms();
    Node *head = NULL;
    for (long i = 0; i < n; i++) {
      Node *x = malloc(sizeof *x);
      x->value = i;
      x->payload = i % 16 ? NULL : strdup(texts[i % 3]);
      x->next = head;
      head = x;
    }
    int64_t sum = 0;
    for (Node *x = head; x; x = x->next) sum += x->value + (x->payload ? (int64_t)strlen(x->payload) : 0);
    while (head) {
      Node *next = head->next;
      free(head->payload);
      free(head);
      head = next;
    }
    ms[r] = cpu_ms() - c0;
    wall[r] = (bench_now_us() - t0) / 1000.0;
    check += sum;
  }
  int64_t want = 0;
  for (long i = 0; i < n; i++) want += i + (i % 16 ? 0 : (int64_t)strlen(texts[i % 3]));
  bench_result("build_free", rounds, bench_percentiles(ms, rounds));
  bench_result("build_free_wall", rounds, bench_percentiles(wall, rounds));
  free(moved);
  int ok = check == want * rounds;
  printf("alloc_heavy: %s\n", ok ? "checksum checked" : "FAILED: wrong checksum");
  return ok ? 0 : 1;
}
