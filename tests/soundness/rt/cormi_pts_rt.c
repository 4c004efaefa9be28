/* Tracing runtime of the dynamic points-to soundness check.
 *
 * A module instrumented by `opt -passes=cormi-instrument-pts` calls
 *   __cormi_pts_alloc(site, ptr, size)  after every allocation (allocas, heap
 *                                        allocation calls; globals and functions
 *                                        are registered at the start of main),
 *   __cormi_pts_free(ptr)               before free/realloc,
 *   __cormi_pts_enter(frame)            at every function entry, with the function's
 *                                        frame address: stack objects between the
 *                                        runtime's frame and it belong to returned
 *                                        calls and are forgotten,
 *   __cormi_pts_check(value, ptr)       for pointer values (loads, call results,
 *                                        function arguments),
 * and defines `__cormi_pts_table`, which maps every checked value id to the
 * allocation-site ids its static points-to set allows (or "any").
 *
 * The runtime keeps an interval map of live objects -> site id. A check finds
 * the object a pointer points into (or one past its end) and reports a
 * violation when that object's site is not allowed for the value. Pointers into
 * memory the program never registered (libc's own buffers, argv, environ) are
 * "untracked" and cannot be judged; null is always allowed.
 *
 * At exit it prints one line of counters to stderr (and to the file named by
 * CORMI_PTS_STATS) and, if any violation happened, exits with status 70.
 *
 * Test hook: CORMI_PTS_DROP_SITES=<substring> removes every site whose
 * description contains the substring from every allowed set, to show that the
 * checker can fail.
 * A pointer a little before an object's start (at most BEFORE_SLACK bytes, in another
 * object or in none) is judged by that object too: C programs step one element before
 * an array (`stack = base - 1` as an empty stack, mawk's regex stacks and machine stack);
 * its address lies in whatever precedes the array, but it derives from the array, and
 * the analysis rightly gives it the array's site. Counted as before=.
 * Sampling: each value id is checked on its first CORMI_PTS_FULL (default 1000)
 * executions, then once every CORMI_PTS_EVERY (default 8) executions. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The table the instrumentation pass embeds (layout shared with
 * pass/src/instrument/table.rs). */
struct cormi_pts_table {
  uint32_t nvalues;               /* checked values, ids 0..nvalues-1 */
  uint32_t nsites;                /* allocation sites, ids 0..nsites-1 */
  const uint32_t *allowed_start;  /* nvalues+1 offsets into allowed */
  const uint32_t *allowed;        /* sorted site ids per value */
  const uint8_t *any;             /* 1: the value may point anywhere */
  const uint32_t *value_name_off; /* nvalues offsets into names */
  const uint32_t *site_name_off;  /* nsites offsets into names */
  const char *names;              /* NUL-separated descriptions */
};

extern const struct cormi_pts_table __cormi_pts_table;

/* One live object: [start, end) allocated at `site`. */
struct object { uintptr_t start, end; uint32_t site; };

/* The interval map: objects sorted by start, pairwise disjoint. */
static struct object *objs;
static size_t nobjs, capobjs;

static struct {
  unsigned long long checks, skipped, nulls, tracked, judged, untracked, violations, before;
  unsigned long long allocs, frees;
} stats;

static uint32_t *exec_count; /* per value id */
static uint8_t *reported;    /* per value id: violations printed so far */
static unsigned long long lines_printed;
static uint8_t *dropped;     /* per site id, from CORMI_PTS_DROP_SITES */
static unsigned full_checks = 1000, check_every = 8;
static int lock_word;
static int initialised;

static void lock(void) {
  while (__atomic_exchange_n(&lock_word, 1, __ATOMIC_ACQUIRE)) {
  }
}
static void unlock(void) { __atomic_store_n(&lock_word, 0, __ATOMIC_RELEASE); }

static const char *value_name(uint32_t v) {
  return __cormi_pts_table.names + __cormi_pts_table.value_name_off[v];
}
static const char *site_name(uint32_t s) {
  return __cormi_pts_table.names + __cormi_pts_table.site_name_off[s];
}

/* Prints the counters; a violation turns the exit status into 70. */
static void report_at_exit(void) {
  char line[512];
  snprintf(line, sizeof line,
           "cormi-pts: checks=%llu skipped=%llu null=%llu tracked=%llu judged=%llu untracked=%llu "
           "violations=%llu before=%llu allocs=%llu frees=%llu values=%u sites=%u\n",
           stats.checks, stats.skipped, stats.nulls, stats.tracked, stats.judged, stats.untracked,
           stats.violations, stats.before, stats.allocs, stats.frees, __cormi_pts_table.nvalues,
           __cormi_pts_table.nsites);
  fputs(line, stderr);
  const char *path = getenv("CORMI_PTS_STATS");
  if (path && *path) {
    FILE *f = fopen(path, "a");
    if (f) { fputs(line, f); fclose(f); }
  }
  if (stats.violations) {
    fflush(NULL);
    _exit(70);
  }
}

static unsigned env_unsigned(const char *name, unsigned dflt) {
  const char *s = getenv(name);
  return s && *s ? (unsigned)strtoul(s, 0, 10) : dflt;
}

/* Marks the sites named by CORMI_PTS_DROP_SITES as dropped. */
static void apply_drop_hook(void) {
  const char *pat = getenv("CORMI_PTS_DROP_SITES");
  if (!pat || !*pat) return;
  unsigned n = 0;
  for (uint32_t s = 0; s < __cormi_pts_table.nsites; s++)
    if (strstr(site_name(s), pat)) { dropped[s] = 1; n++; }
  fprintf(stderr, "cormi-pts: test hook dropped %u site(s) matching '%s'\n", n, pat);
}

static void init(void) {
  if (initialised) return;
  initialised = 1;
  exec_count = calloc(__cormi_pts_table.nvalues + 1, sizeof *exec_count);
  reported = calloc(__cormi_pts_table.nvalues + 1, 1);
  dropped = calloc(__cormi_pts_table.nsites + 1, 1);
  if (!exec_count || !reported || !dropped) { perror("cormi-pts"); _exit(71); }
  full_checks = env_unsigned("CORMI_PTS_FULL", full_checks);
  check_every = env_unsigned("CORMI_PTS_EVERY", check_every);
  if (check_every == 0) check_every = 1;
  apply_drop_hook();
  atexit(report_at_exit);
}

/* Index of the first object whose start is > p (objects before it start <= p). */
static size_t upper_bound(uintptr_t p) {
  size_t lo = 0, hi = nobjs;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (objs[mid].start <= p) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/* Registers [p, p+size) for `site`, evicting stale objects it overlaps (a dead
 * stack frame, freed memory reused). */
void __cormi_pts_alloc(uint32_t site, void *ptr, uint64_t size) {
  if (!ptr) return;
  lock();
  init();
  stats.allocs++;
  uintptr_t start = (uintptr_t)ptr, end = start + (size ? size : 1);
  size_t i = upper_bound(start);
  size_t first = i;
  if (first > 0 && objs[first - 1].end > start) first--;
  size_t last = i;
  while (last < nobjs && objs[last].start < end) last++;
  /* objects [first, last) overlap the new one: replace them by it */
  size_t removed = last - first;
  if (removed == 0) {
    if (nobjs == capobjs) {
      capobjs = capobjs ? 2 * capobjs : 4096;
      objs = realloc(objs, capobjs * sizeof *objs);
      if (!objs) { perror("cormi-pts"); _exit(71); }
    }
    memmove(&objs[first + 1], &objs[first], (nobjs - first) * sizeof *objs);
    nobjs++;
  } else if (removed > 1) {
    memmove(&objs[first + 1], &objs[last], (nobjs - last) * sizeof *objs);
    nobjs -= removed - 1;
  }
  objs[first] = (struct object){start, end, site};
  unlock();
}

/* Forgets the object starting at ptr (before free or realloc). */
void __cormi_pts_free(void *ptr) {
  if (!ptr) return;
  lock();
  init();
  stats.frees++;
  uintptr_t p = (uintptr_t)ptr;
  size_t i = upper_bound(p);
  if (i > 0 && objs[i - 1].start == p) {
    memmove(&objs[i - 1], &objs[i], (nobjs - i) * sizeof *objs);
    nobjs--;
  }
  unlock();
}

/* Forgets the stack objects between the caller of this function and `frame` (the
 * frame address of the function being entered): they belong to returned calls. */
void __cormi_pts_enter(void *frame) {
  char here;
  uintptr_t lo = (uintptr_t)&here, hi = (uintptr_t)frame;
  if (hi <= lo) return;
  lock();
  init();
  size_t first = upper_bound(lo - 1), last = upper_bound(hi - 1);
  /* objects [first, last) start in [lo, hi) */
  if (last > first) {
    memmove(&objs[first], &objs[last], (nobjs - last) * sizeof *objs);
    nobjs -= last - first;
  }
  unlock();
}

/* Whether site s is in value v's allowed set. */
static int allowed(uint32_t v, uint32_t s) {
  const struct cormi_pts_table *t = &__cormi_pts_table;
  if (t->any[v]) return 1;
  if (dropped[s]) return 0;
  uint32_t lo = t->allowed_start[v], hi = t->allowed_start[v + 1];
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (t->allowed[mid] == s) return 1;
    if (t->allowed[mid] < s) lo = mid + 1; else hi = mid;
  }
  return 0;
}

/* Prints a violation: at most 2 per value and 200 in all, so that every wrong value
 * shows up without flooding the log. */
static void report_violation(uint32_t v, uintptr_t p, const struct object *o) {
  if (reported[v] >= 2 || lines_printed >= 200) return;
  reported[v]++;
  lines_printed++;
  const struct cormi_pts_table *t = &__cormi_pts_table;
  fprintf(stderr, "cormi-pts: VIOLATION value #%u (%s) = %#lx points into object of site #%u (%s)%s at offset %lu; allowed sites:",
          v, value_name(v), (unsigned long)p, o->site, site_name(o->site),
          dropped[o->site] ? " [dropped by test hook]" : "", (unsigned long)(p - o->start));
  for (uint32_t k = t->allowed_start[v]; k < t->allowed_start[v + 1] && k < t->allowed_start[v] + 8; k++)
    fprintf(stderr, " #%u", t->allowed[k]);
  if (t->allowed_start[v + 1] - t->allowed_start[v] > 8) fprintf(stderr, " ...");
  fprintf(stderr, "\n");
}

/* How far before an object's start a pointer may lie and still be judged by that
 * object (one element of a small struct before an array). */
#define BEFORE_SLACK 64

/* The object at index i (the first one starting after p) when p lies at most
 * BEFORE_SLACK bytes before its start, else null. */
static const struct object *starts_soon_after(size_t i, uintptr_t p) {
  return i < nobjs && objs[i].start - p <= BEFORE_SLACK ? &objs[i] : 0;
}

/* Checks that the run-time pointer value `ptr` of value `v` lies in an object
 * (or one past the end of an object, or a little before its start) whose site the
 * static set allows. */
void __cormi_pts_check(uint32_t v, void *ptr) {
  uintptr_t p = (uintptr_t)ptr;
  if (!p) { stats.nulls++; return; }
  lock();
  init();
  if (v >= __cormi_pts_table.nvalues) {
    fprintf(stderr, "cormi-pts: bad value id %u\n", v);
    _exit(71);
  }
  uint32_t n = exec_count[v]++;
  if (n >= full_checks && (n - full_checks) % check_every != 0) {
    stats.skipped++;
    unlock();
    return;
  }
  stats.checks++;
  size_t i = upper_bound(p);
  const struct object *inside = 0, *past = 0, *after = starts_soon_after(i, p);
  if (i > 0) {
    const struct object *o = &objs[i - 1];
    if (p < o->end) inside = o;
    else if (p == o->end) past = o;
    if (inside && o->start == p && i > 1 && objs[i - 2].end == p) past = &objs[i - 2];
  }
  /* a pointer in no object just before an allowed one is judged by it; one in no
   * object otherwise stays untracked, as before */
  int before_ok = after && allowed(v, after->site);
  if (!inside && !past && !before_ok) {
    stats.untracked++;
  } else {
    stats.tracked++;
    if (!__cormi_pts_table.any[v]) stats.judged++;
    int ok = (inside && allowed(v, inside->site)) || (past && allowed(v, past->site));
    if (!ok && before_ok) {
      ok = 1;
      stats.before++;
    }
    if (!ok) {
      report_violation(v, p, inside ? inside : past);
      stats.violations++;
    }
  }
  unlock();
}
