/* Resident memory of a serving node, for the e2e programs that check it stays bounded
 * (result_ownership.c, struct_result_ownership.c, ignored_result_ownership.c): the
 * node's resident bytes, and the 2x bound with its report. Include after check.h.
 * Under AddressSanitizer freed blocks sit in its quarantine, so resident memory says
 * nothing (UNDER_ASAN): LeakSanitizer checks that nothing leaks instead
 * (tests/e2e/lsan.sh). */
#ifndef CORMI_E2E_RSS_H
#define CORMI_E2E_RSS_H
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif

/* Calls after the warm-up: 2,000 in optimised builds. Unoptimised marshaling of 1 MiB
 * per call is ten times slower, and 200 leaked MiB against ~20 after the warm-up still
 * break the 2x bound, so -O0 builds make 200. */
#ifdef __OPTIMIZE__
#define RSS_CALLS 2000
#else
#define RSS_CALLS 200
#endif

/* Resident bytes of this process (/proc/self/statm), -1 when unknown. */
static int64_t resident_bytes(void) {
  long pages = 0, resident = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f) return -1;
  int n = fscanf(f, "%ld %ld", &pages, &resident);
  fclose(f);
  return n == 2 ? (int64_t)resident * sysconf(_SC_PAGESIZE) : -1;
}

/* Whether `rss` (after `calls` calls) stays within 2x of `warm` (after `warm_calls`);
 * says by how much on standard error when not. Always true under AddressSanitizer. */
static int rss_within_2x(int64_t rss, int64_t warm, int calls, int warm_calls) {
  if (UNDER_ASAN || rss <= 2 * warm) return 1;
  fprintf(stderr, "%s: serving node resident %lld KiB after %d calls, %lld KiB after %d\n", E2E_NAME, (long long)(rss >> 10), calls,
          (long long)(warm >> 10), warm_calls);
  return 0;
}
#endif
