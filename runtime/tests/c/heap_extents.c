/* The runtime's malloc family (rt-c/src/heap.c) and the extent query (extent.c) on
 * their own: every allocation function records the requested size (also through
 * realloc in place and moved, between the small and the header form, aligned blocks,
 * glibc's own strdup/getline/asprintf), plain free releases every block, the query says
 * "unknown" for interior pointers, freed blocks, mmap'd memory and globals until they
 * are noted; argv and its strings are noted before main, without taking a block from the
 * program's heap; the same functions under the runtime's own names (cormi_heap_malloc &
 * co.); blocks of 4 MiB or more advised huge pages; 4 threads allocating and freeing at
 * once keep their extents. Built twice by runtime/tests/heap_extents.rs:
 * plainly (the runtime's malloc) and under AddressSanitizer (the sanitizer's allocator
 * answers, and a zero-byte block may count 1 byte there). */
#define _GNU_SOURCE
#include "cormi_rt.h"

#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static int fails;
#define CHECK(c)                                                     \
  do {                                                               \
    if (!(c)) {                                                      \
      fprintf(stderr, "heap_extents.c:%d: CHECK(%s)\n", __LINE__, #c); \
      fails++;                                                       \
    }                                                                \
  } while (0)

static int table[10];

/* True when the mapping holding `p` is advised huge pages (VmFlags "hg" in smaps). */
static int advised_huge(const void *p) {
  FILE *f = fopen("/proc/self/smaps", "r");
  if (!f) return 0;
  char line[512];
  int inside = 0, hg = 0;
  while (fgets(line, sizeof line, f)) {
    unsigned long lo, hi;
    if (sscanf(line, "%lx-%lx ", &lo, &hi) == 2 && strchr(line, '-') < strchr(line, ' '))
      inside = (uintptr_t)p >= lo && (uintptr_t)p < hi;
    else if (inside && !strncmp(line, "VmFlags:", 8)) {
      hg = strstr(line, " hg") != NULL;
      break;
    }
  }
  fclose(f);
  return hg;
}

static void *churn(void *arg) {
  size_t seed = (size_t)arg;
  void *live[64] = {0};
  size_t want[64] = {0};
  for (size_t i = 0; i < 20000; i++) {
    size_t k = (seed * 7919 + i * 31) % 64, n = (seed + i * 13) % 700;
    if (live[k]) {
      CHECK(cormi_extent(live[k]) == want[k] || (want[k] == 0 && cormi_extent(live[k]) == 1));
      free(live[k]);
    }
    live[k] = i % 3 ? malloc(n) : calloc(1, n);
    want[k] = n;
  }
  for (size_t k = 0; k < 64; k++) free(live[k]);
  return NULL;
}

int main(int argc, char **argv) {
  struct mallinfo2 at_start = mallinfo2();
  void *probe = malloc(64);
  const int ours = cormi_extent_set(probe, 32) == 0; /* the runtime's malloc, not a sanitizer's */
  free(probe);

  /* The runtime's start-up (argv and the environment noted) takes no block from the
   * program's heap: the program's blocks lie where glibc alone would put them (their
   * offsets within cache lines and pages change an allocation-heavy loop's speed). */
  if (ours) CHECK(at_start.uordblks < 4096);

  /* A large block's whole 2 MiB pages are advised huge pages (where the kernel has them),
   * a small block's memory is left as glibc maps it. */
  if (ours && !access("/sys/kernel/mm/transparent_hugepage/enabled", F_OK)) {
    char *huge = malloc((size_t)16 << 20), *plain = malloc((size_t)1 << 20);
    CHECK(advised_huge(huge + ((size_t)8 << 20)));
    CHECK(!advised_huge(plain + ((size_t)512 << 10)));
    free(huge);
    free(plain);
  }

  char *s = strdup("hello, world");
  CHECK(cormi_extent(s) == 13);
  CHECK(cormi_extent(s + 1) == CORMI_EXTENT_UNKNOWN);
  free(s);
  char *m = malloc(1000);
  CHECK(cormi_extent(m) == 1000);
  m = realloc(m, 5000); /* header form, grown */
  CHECK(cormi_extent(m) == 5000);
  m = realloc(m, 10); /* to the small form */
  CHECK(cormi_extent(m) == 10);
  m = realloc(m, 200);
  CHECK(cormi_extent(m) == 200);
  free(m);
  int *c = calloc(7, 4);
  CHECK(cormi_extent(c) == 28 && c[6] == 0);
  free(c);
  void *a = aligned_alloc(64, 640);
  CHECK(((uintptr_t)a & 63) == 0 && cormi_extent(a) == 640);
  free(a);
  void *pm = NULL;
  CHECK(posix_memalign(&pm, 4096, 100) == 0 && ((uintptr_t)pm & 4095) == 0 && cormi_extent(pm) == 100);
  free(pm);
  CHECK(posix_memalign(&pm, 4096, 100000) == 0 && ((uintptr_t)pm & 4095) == 0 && cormi_extent(pm) == 100000);
  free(pm);
  void *r = reallocarray(NULL, 10, 30);
  CHECK(cormi_extent(r) == 300);
  free(r);

  FILE *f = fmemopen("abc\ndef\n", 8, "r");
  char *line = NULL;
  size_t cap = 0;
  CHECK(getline(&line, &cap, f) == 4 && cormi_extent(line) >= 5 && cormi_extent(line) != CORMI_EXTENT_UNKNOWN);
  fclose(f);
  free(line);
  char *as = NULL;
  CHECK(asprintf(&as, "%d-%s", 42, "x") == 4 && cormi_extent(as) >= 5);
  free(as);

  /* The runtime's malloc family under its own names (for programs with their own malloc). */
  char *h = cormi_heap_malloc(40);
  h = cormi_heap_realloc(h, 400);
  CHECK(cormi_extent(h) == 400);
  cormi_heap_free(h);
  int *hz = cormi_heap_calloc(3, 4);
  CHECK(cormi_extent(hz) == 12 && hz[2] == 0);
  cormi_heap_free(hz);

  double *arr = cormi_alloc_array(8, 17);
  CHECK(cormi_array_length(arr) == 17 && cormi_extent(arr) == 17 * 8);
  cormi_free(arr);
  double *big = malloc(300 * sizeof *big);
  CHECK(cormi_array_length(big) == 300);
  if (ours) CHECK(malloc_usable_size(big) == 300 * sizeof *big);
  free(big);
  void *z = malloc(0);
  CHECK(cormi_extent(z) == 0 || (!ours && cormi_extent(z) == 1));
  free(z);

  CHECK(cormi_extent(argv[0]) == strlen(argv[0]) + 1);
  CHECK(cormi_extent(argv) == (size_t)(argc + 1) * sizeof(char *));
  CHECK(cormi_extent(table) == CORMI_EXTENT_UNKNOWN);
  cormi_extent_note(table, sizeof table);
  CHECK(cormi_extent(table) == sizeof table);
  cormi_extent_forget(table);
  CHECK(cormi_extent(table) == CORMI_EXTENT_UNKNOWN);
  void *mm = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  CHECK(cormi_extent(mm) == CORMI_EXTENT_UNKNOWN);
  munmap(mm, 4096);

  pthread_t t[4];
  for (size_t i = 0; i < 4; i++) CHECK(pthread_create(&t[i], NULL, churn, (void *)(i + 1)) == 0);
  for (size_t i = 0; i < 4; i++) CHECK(pthread_join(t[i], NULL) == 0);

  /* Once asked (Rust programs, before main), new blocks read as zeros, also where a
   * freed dirty block of the same size comes back (glibc's tcache gives it first). */
  if (ours) {
    cormi_heap_zero_new_blocks();
    for (size_t n = 24; n <= 96; n += 24) {
      unsigned char *dirty = malloc(n);
      memset(dirty, 0xab, n);
      __asm__ volatile("" : : "r"(dirty) : "memory"); /* the compiler must keep the block */
      free(dirty);
      unsigned char *fresh = malloc(n);
      __asm__ volatile("" : : "r"(fresh) : "memory");
      size_t nonzero = 0;
      for (size_t i = 0; i < n; i++) nonzero += fresh[i] != 0;
      CHECK(nonzero == 0);
      free(fresh);
    }
    unsigned char *al = aligned_alloc(64, 640);
    __asm__ volatile("" : : "r"(al) : "memory");
    size_t nonzero = 0;
    for (size_t i = 0; i < 640; i++) nonzero += al[i] != 0;
    CHECK(nonzero == 0);
    free(al);
  }

  if (fails) return 1;
  printf("heap_extents: ok (%s)\n", ours ? "the runtime's malloc" : "a sanitizer's allocator");
  return 0;
}
