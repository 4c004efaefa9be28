/* The address -> object look-up next to a previous version of itself, in one process:
 * `previous_object_of` is rt-c/src/object_of.c of another commit, renamed and linked in
 * by ab.sh (it must read the heap map the current malloc family writes). The objects are
 * lookup.c's (10^6: 8..248 bytes, every 64th 256..4 KiB, every 4096th 8..64 KiB); per
 * round, each variant looks up 10^5 addresses of fresh random objects, interleaved:
 * cormi_extent of the objects' starts (the baseline), the current look-up, the previous
 * one. Every answer is checked. Prints per variant the min, p10 and median over rounds of
 * ns per look-up. Not a test: nothing is asserted about time.
 *
 *   ab [ROUNDS [WHICH]]   WHICH: random (random offsets, the default), start (offset 0),
 *                         header (random offsets in blocks of 256 bytes or more) */
#include "../../rt-c/include/cormi_rt.h"
#include "common.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void *previous_object_of(const void *p, size_t *offset);

enum { N = 1000000, BATCH = 100000, VARIANTS = 3 };

int main(int argc, char **argv) {
  size_t rounds = argc > 1 ? strtoull(argv[1], NULL, 10) : 40;
  const char *which = argc > 2 ? argv[2] : "random";
  if (rounds < 1) rounds = 1;
  char **obj = malloc(N * sizeof *obj);
  size_t *size = malloc(N * sizeof *size), *pick = malloc(BATCH * sizeof *pick), *at = malloc(BATCH * sizeof *at);
  double *ns = malloc(VARIANTS * rounds * sizeof *ns);
  for (size_t i = 0; i < N; i++) {
    size_t s = 8 + next() % 241;
    if (i % 64 == 63) s = 256 + next() % 3841;
    if (i % 4096 == 4095) s = 8192 + next() % 57345;
    obj[i] = malloc(s);
    size[i] = s;
  }
  size_t wrong = 0;
  for (size_t r = 0; r < rounds; r++) {
    for (int v = 0; v < VARIANTS; v++) {
      for (size_t k = 0; k < BATCH; k++) {
        pick[k] = strcmp(which, "header") ? next() % N : (next() % (N / 64)) * 64 + 63;
        at[k] = strcmp(which, "start") ? next() % (size[pick[k]] + 1) : 0;
      }
      double t0 = now_ns();
      for (size_t k = 0; k < BATCH; k++) {
        size_t off = 0;
        char *p = obj[pick[k]];
        if (v == 0)
          wrong += cormi_extent(p) + at[k] < at[k];
        else if (v == 1)
          wrong += cormi_object_of(p + at[k], &off) != p || off != at[k];
        else
          wrong += previous_object_of(p + at[k], &off) != p || off != at[k];
      }
      ns[v * rounds + r] = (now_ns() - t0) / BATCH;
    }
  }
  if (wrong) {
    fprintf(stderr, "ab: %zu wrong answers\n", wrong);
    return 1;
  }
  const char *name[VARIANTS] = {"extent", "lookup", "previous_lookup"};
  for (int v = 0; v < VARIANTS; v++) {
    double *x = ns + v * rounds;
    qsort(x, rounds, sizeof *x, cmp);
    printf("%-16s %-7s ns: min %6.1f  p10 %6.1f  median %6.1f  (%zu rounds)\n", name[v], which, x[0], x[rounds / 10], x[rounds / 2], rounds);
  }
  return 0;
}
