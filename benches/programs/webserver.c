/*
 * webserver.c — a small web-page server retrieved through remote calls (seed 000, §5.4,
 * table 7: time per web page retrieval).
 *
 * A Web object on node 1 holds PAGES pages of 512 B to 16 KiB. The client asks for pages
 * by path (a char array, "/page/<n>") in a fixed pseudo-random order; Web_get returns a
 * Page (status, page number, body: a char array) that comes back as a deep copy. Every
 * body is compared byte by byte with what the page must contain; a path that names no
 * page must give status 404 and no body.
 *
 * Usage: cormirun -n 2 ./webserver ITERS WARMUP
 * Prints `RESULT web ITERS median p10 p90` (microseconds per retrieval). Exit status 0
 * iff every page matched.
 */
#include <cormi.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../timing.h"

enum { PAGES = 32, PATH_MAX_LEN = 32 };

typedef struct Page {
  int64_t status, number;
  char *body; /* cormi_new_array(char, length); NULL for 404 */
} Page;

typedef struct Web {
  char **bodies; /* PAGES pages */
  int64_t served;
} Web;

static size_t page_size(int64_t i) { return (size_t)512 << (i % 6); }
static char page_byte(int64_t i, size_t j) { return (char)('a' + (i * 31 + (int64_t)j * 7) % 26); }

Web *Web_new(void) {
  Web *w = cormi_new(Web);
  w->bodies = cormi_new_array(char *, PAGES);
  for (int64_t i = 0; i < PAGES; i++) {
    size_t n = page_size(i);
    w->bodies[i] = cormi_new_array(char, n);
    for (size_t j = 0; j < n; j++) w->bodies[i][j] = page_byte(i, j);
  }
  return w;
}

/** The page a path names ("/page/<n>", 0 <= n < PAGES), or -1. */
static int64_t parse_path(const char *path, size_t len) {
  static const char prefix[] = "/page/";
  if (len < sizeof prefix || memcmp(path, prefix, sizeof prefix - 1)) return -1;
  int64_t n = 0;
  size_t i = sizeof prefix - 1;
  for (; i < len && path[i] >= '0' && path[i] <= '9'; i++) n = n * 10 + (path[i] - '0');
  return i == sizeof prefix - 1 || n >= PAGES ? -1 : n;
}

/** The page `path` names: status 200 and its body, or 404 without one. */
Page *Web_get(Web *self, char *path) {
  self->served++;
  int64_t n = parse_path(path, strnlen(path, cormi_array_length(path)));
  Page *p = cormi_new(Page);
  p->status = n < 0 ? 404 : 200;
  p->number = n;
  p->body = n < 0 ? NULL : self->bodies[n];
  return p;
}

int64_t Web_served(Web *self) { return self->served; }

/* ------------------------------------------------------------------ client (node 0) */

/** Problems in a retrieved page (0 = right). */
static int check_page(const Page *p, int64_t want) {
  if (!p) return 1;
  if (want < 0) return p->status != 404 || p->body != NULL;
  if (p->status != 200 || p->number != want || !p->body || cormi_array_length(p->body) != page_size(want)) return 1;
  size_t n = page_size(want);
  for (size_t j = 0; j < n; j++)
    if (p->body[j] != page_byte(want, j)) return 1;
  return 0;
}

static void free_page(Page *p) {
  if (!p) return;
  cormi_free(p->body);
  cormi_free(p);
}

/* The paths are an array object of their own: a pointer array inside a struct that is
 * indexed by a variable makes the heap analysis give up the offsets of what it holds
 * ("may point into the middle of the object"). */
typedef struct Run {
  cormi_ref web;
  char **paths; /* PAGES paths */
  uint64_t seed;
  int64_t bytes;
} Run;

static int op_get(void *a) {
  Run *r = a;
  r->seed = r->seed * 6364136223846793005ull + 1442695040888963407ull;
  int64_t want = (int64_t)((r->seed >> 33) % PAGES);
  Page *p = cormi_invoke(r->web, Web_get, r->paths[want]);
  int bad = check_page(p, want);
  r->bytes += (int64_t)page_size(want);
  free_page(p);
  return bad;
}

/** A path string: `prefix` followed by n in decimal (nothing for n < 0), as a char array. */
static char *make_path(const char *prefix, int n) {
  char *p = cormi_new_array(char, PATH_MAX_LEN);
  if (n < 0) snprintf(p, PATH_MAX_LEN, "%s", prefix);
  else snprintf(p, PATH_MAX_LEN, "%s%d", prefix, n);
  return p;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  if (argc < 3) {
    fprintf(stderr, "usage: cormirun -n 2 %s ITERS WARMUP\n", argv[0]);
    return 2;
  }
  int iters = atoi(argv[1]) > 0 ? atoi(argv[1]) : 1, warmup = atoi(argv[2]);
  Run run = {cormi_create(cormi_nodes() > 1 ? 1 : 0, Web_new), cormi_new_array(char *, PAGES), 42, 0};
  for (int i = 0; i < PAGES; i++) run.paths[i] = make_path("/page/", i);
  char *missing = make_path("/nothing/here", -1);
  Page *p404 = cormi_invoke(run.web, Web_get, missing);
  int problems = check_page(p404, -1);
  free_page(p404);
  problems += bench_run("web", iters, warmup, op_get, &run) > 0 ? 1 : 0;
  int64_t served = cormi_invoke(run.web, Web_served);
  problems += served != (int64_t)iters + warmup + 1;
  cormi_finalize();
  printf("webserver: %s (mean body %lld bytes)\n", problems ? "FAILED" : "every page matched",
         (long long)(run.bytes / (iters + warmup)));
  return problems ? 1 : 0;
}
