/*
 * fuzz_servers.c — robustness of generated server functions against corrupted request
 * messages (acceptance: "on corrupted messages with no crash, hang or sanitizer
 * report"; DESIGN.md: "a bad message yields an error reply, never an out-of-bounds
 * access or an allocation larger than the message can justify").
 *
 * Built with cormicc (-fsanitize=address,undefined), this program contains remote
 * methods taking scalars, a flat struct, arrays, a matrix, a list, a tree, a
 * polymorphic list (variant indices) and interior pointers (an offset on the wire, a
 * static one; in fields too: a TAILQ's back links, element and end pointers held in a
 * struct). It never
 * makes the calls (they only create call sites); main() drives every generated server
 * function in the dispatch table (__cormi_sites, see pass/src/codegen/register.rs) with
 * random and structurally corrupted messages for a bounded time and checks that each
 * returns 0 or an error status. Methods are written to be safe on any graph (cycles:
 * bounded walks).
 *
 * Usage: fuzz_servers [SECONDS] [SEED]      Exit status 0 when nothing went wrong.
 *
 * Built with -DCORMI_LIBFUZZER and -fsanitize=fuzzer (tests/fuzz/campaign.sh), the same
 * program is a coverage-guided libFuzzer target instead: an input's first byte picks
 * the server function, the rest is the request message.
 */
#include <cormi.h>
#include <cormi_rt.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/queue.h>
#include <time.h>

typedef struct Point { double x, y; int64_t tag; } Point;
typedef struct Node { int64_t value; struct Node *next; } Node;
typedef struct Tree { int64_t key; struct Tree *left, *right; } Tree;
typedef struct Obj { int64_t calls; } Obj;
/* A polymorphic list (two cormi_new sizes: a variant index on the wire). The method
 * reads only what both variants have (a forged `kind` must not make it read past a
 * small cell). */
typedef struct Cell { int64_t kind; struct Cell *next; } Cell;
typedef struct BigCell { int64_t kind; struct Cell *next; double w[3]; } BigCell;

/* A tagged union (CORMI_UNION): a forged tag that names no member must be a malformed
 * message, and a number's bytes must never be followed as the text pointer. */
typedef struct Tv { int32_t tag; int32_t n; union { int64_t num; char *text; Node *list; } u; } Tv;
CORMI_UNION(Tv, tag, (1, u.num), (2, u.text), (3, u.list));

enum { WALK_LIMIT = 10000 };

/* Whether p may be followed: a message may put an address in the first or the last page
 * (the ADDR tag: a sender's sentinel such as (Node *)1 or (Node *)-1) in any pointer
 * slot, so the methods stop there as they stop at NULL. */
static int live(const void *p) { return (uintptr_t)p >= 4096 && (uintptr_t)p < (uintptr_t)-4096; }

/* Sums wrap (unsigned arithmetic): a forged value must not be undefined behaviour in the method. */
int64_t Fz_add(Obj *o, int64_t a, int32_t b, double c) { o->calls++; return (int64_t)((uint64_t)a + (uint64_t)b + (c > 0)); }
double Fz_point(Obj *o, Point *p) { o->calls++; return live(p) ? p->x + p->y : 0; }
double Fz_array(Obj *o, double *a) {
  o->calls++;
  double s = 0;
  for (size_t i = 0; live(a) && i < cormi_array_length(a); i++) s += a[i];
  return s;
}
double Fz_matrix(Obj *o, double **m) {
  o->calls++;
  double s = 0;
  for (size_t r = 0; live(m) && r < cormi_array_length(m); r++)
    for (size_t c = 0; live(m[r]) && c < cormi_array_length(m[r]); c++) s += m[r][c];
  return s;
}
int64_t Fz_list(Obj *o, Node *n) {
  o->calls++;
  uint64_t s = 0;
  for (int i = 0; live(n) && i < WALK_LIMIT; n = n->next, i++) s += (uint64_t)n->value;
  return (int64_t)s;
}
int64_t Fz_tree(Obj *o, Tree *t) {
  o->calls++;
  uint64_t s = 0;
  for (int i = 0; live(t) && i < WALK_LIMIT; i++) {
    s += (uint64_t)t->key;
    t = (t->key & 1) ? t->left : t->right;
  }
  return (int64_t)s;
}
Node *Fz_echo(Obj *o, Node *n) { o->calls++; return n; }
int64_t Fz_poly(Obj *o, Cell *c) {
  o->calls++;
  uint64_t s = 0;
  for (int i = 0; live(c) && i < WALK_LIMIT; c = c->next, i++) s += (uint64_t)c->kind;
  return (int64_t)s;
}
Cell *Fz_poly_echo(Obj *o, Cell *c) { o->calls++; return c; }
int64_t Fz_tagged(Obj *o, Tv *v) {
  o->calls++;
  if (!live(v)) return 0;
  if (v->tag == 1) return v->u.num;
  /* A forged message's text need not end in a NUL: bounded by the received copy. */
  if (v->tag == 2) return live(v->u.text) ? (int64_t)strnlen(v->u.text, cormi_array_length(v->u.text)) : 0;
  return v->tag == 3 ? Fz_list(o, v->u.list) : -1;
}
/* Interior pointers (object, offset): an offset found at run time (a LEB128 on the wire)
 * and a static one (&a[2]). The receiver must hand over a pointer inside its copy or
 * one past its end: checked here through the runtime's address -> object look-up, and
 * the bytes before it are read (ASan sees any read outside the copy). */
static int64_t inside(const char *p) {
  size_t off = 0;
  if (!live(p)) return 0;
  const char *start = (const char *)cormi_object_of(p, &off);
  if (!start) {
    fprintf(stderr, "fuzz: an interior pointer arrived outside its object\n");
    abort();
  }
  int64_t s = 0;
  for (size_t k = 0; k < off; k++) s += start[k];
  return s;
}
int64_t Fz_view(Obj *o, const char *p, int64_t n) { o->calls++; return (int64_t)((uint64_t)inside(p) + (uint64_t)n); }
double Fz_elem(Obj *o, const double *e) { o->calls++; return live(e) ? (double)inside((const char *)e) + e[-2] + e[-1] : 0; }
/* Interior pointers in fields: a TAILQ (back links tqe_prev/tqh_last into other
 * elements and the head: offsets on the wire) and a struct of an element pointer and an
 * end pointer (static offsets). Every back link must arrive inside an object. */
typedef struct FzItem { int64_t v; TAILQ_ENTRY(FzItem) link; } FzItem;
TAILQ_HEAD(FzQ, FzItem);
typedef struct FzSpan { double *at; double *end; } FzSpan;
/* The head and the items are one polymorphic class (told apart by size): a message may
 * put either where the other is expected, so every object's size is checked first. */
int64_t Fz_tailq(Obj *o, struct FzQ *q) {
  o->calls++;
  if (!live(q) || cormi_extent(q) != sizeof *q) return 0;
  uint64_t s = (uint64_t)inside((const char *)q->tqh_last);
  FzItem *it = q->tqh_first;
  for (int i = 0; live(it) && cormi_extent(it) == sizeof *it && i < WALK_LIMIT; it = it->link.tqe_next, i++)
    s += (uint64_t)it->v + (uint64_t)inside((const char *)it->link.tqe_prev);
  return (int64_t)s;
}
int64_t Fz_span(Obj *o, FzSpan *sp) { o->calls++; return live(sp) ? inside((const char *)sp->at) + inside((const char *)sp->end) : 0; }

/* ------------------------------------------------------------ message generator */

#ifndef CORMI_LIBFUZZER /* libFuzzer makes its own messages */
static uint64_t rng;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static void put(uint8_t *buf, size_t *len, size_t cap, const void *v, size_t n) {
  if (*len + n > cap) return;
  memcpy(buf + *len, v, n);
  *len += n;
}

/** A message made of plausible pieces: pointer tags (null, new, new linked, small handles, first- and last-page
 *  addresses (ADDR, good and bad), junk), one-byte back-link announcements (a TAILQ
 *  element's: 0 later, else which of the last two objects and the offset),
 *  counts (small, huge), doubles and raw bytes; then random bit flips and truncation. */
static size_t make_message(uint8_t *buf, size_t cap) {
  size_t len = 0;
  int pieces = (int)(next() % 24);
  for (int i = 0; i < pieces; i++) {
    uint64_t r = next();
    switch (r % 8) {
      case 0: { uint32_t t = 0; put(buf, &len, cap, &t, 4); break; }
      case 1: { uint32_t t = (r >> 8) % 4 ? 0xFFFFFFFFu : 0xFFFFFFFDu; put(buf, &len, cap, &t, 4); break; }
      case 2: { uint32_t t = (uint32_t)(r >> 8) % 5; put(buf, &len, cap, &t, 4); break; }
      case 3: { uint64_t c = (r >> 8) % 20; put(buf, &len, cap, &c, 8); break; }
      case 4: { uint64_t c = r; put(buf, &len, cap, &c, 8); break; }
      case 6: { uint32_t t = 0xFFFFFFFEu; uint64_t a = (r >> 8) % 5000 * ((r >> 40) & 1 ? (uint64_t)-1 : 1); put(buf, &len, cap, &t, 4); put(buf, &len, cap, &a, 8); break; }
      case 5: { double d = (double)(int64_t)r / 7.0; put(buf, &len, cap, &d, 8); break; }
      case 7: { uint8_t c = (uint8_t)((r >> 8) % 40); put(buf, &len, cap, &c, 1); break; }
      default: { uint8_t b[24]; for (int k = 0; k < 24; k++) b[k] = (uint8_t)next(); put(buf, &len, cap, b, (r >> 8) % 24); }
    }
  }
  int flips = (int)(next() % 4);
  for (int i = 0; i < flips && len; i++) buf[next() % len] ^= (uint8_t)(1u << (next() % 8));
  if (len && next() % 4 == 0) len = next() % len;
  return len;
}
#endif

/* The dispatch table generated by the cormi pass (hidden, same program). */
extern const cormi_site __cormi_sites[];
extern const uint64_t __cormi_site_count;

/* Never runs (argc > 100 is never true): it only creates the call sites, with real
   shapes, so the pass generates their server functions. */
static void make_call_sites(int argc) {
  if (argc > 100) {
    cormi_ref r = (cormi_ref)argc;
    Point *p = calloc(1, sizeof *p); /* heap, not stack: ASan merges stack slots into one frame */
    Node *l = NULL;
    Tree *t = NULL;
    for (int i = 0; i < argc; i++) { /* built like real programs, so every pointer field is seen */
      Node *x = calloc(1, sizeof *x);
      x->next = l;
      l = x;
      Tree *y = calloc(1, sizeof *y);
      y->left = t;
      y->right = t;
      t = y;
    }
    double **m = cormi_new_array(double *, 2);
    m[0] = m[1] = cormi_new_array(double, 2);
    Cell *cells = NULL;
    for (int i = 0; i < argc; i++) {
      Cell *c = (i & 1) ? cormi_new(Cell) : (Cell *)cormi_new(BigCell);
      c->kind = i & 1;
      if (!(i & 1)) ((BigCell *)c)->w[0] = i;
      c->next = cells;
      cells = c;
    }
    printf("%lld %p\n", (long long)cormi_invoke(r, Fz_poly, cells), (void *)cormi_invoke(r, Fz_poly_echo, cells));
    Tv *tv = calloc(1, sizeof *tv);
    if (argc % 3 == 0) {
      tv->tag = 1;
      tv->u.num = argc;
    } else if (argc % 3 == 1) {
      tv->tag = 2;
      tv->u.text = strdup("tagged");
    } else {
      tv->tag = 3;
      tv->u.list = l;
    }
    printf("%lld\n", (long long)cormi_invoke(r, Fz_tagged, tv));
    char *text = strdup(argc > 200 ? "a longer text" : "text");
    double *row = calloc(4, sizeof *row);
    printf("%lld %f\n", (long long)cormi_invoke(r, Fz_view, text + argc % 3, (int64_t)argc), cormi_invoke(r, Fz_elem, &row[2]));
    struct FzQ *q = calloc(1, sizeof *q);
    TAILQ_INIT(q);
    for (int i = 0; i < argc; i++) {
      FzItem *x = calloc(1, sizeof *x);
      TAILQ_INSERT_TAIL(q, x, link);
    }
    FzSpan *sp = calloc(1, sizeof *sp);
    sp->at = &row[1];
    sp->end = row + 4;
    printf("%lld %lld\n", (long long)cormi_invoke(r, Fz_tailq, q), (long long)cormi_invoke(r, Fz_span, sp));
    printf("%lld %f %f %f %lld %lld %p\n", (long long)cormi_invoke(r, Fz_add, (int64_t)1, 2, 3.0),
           cormi_invoke(r, Fz_point, p), cormi_invoke(r, Fz_array, cormi_new_array(double, 3)),
           cormi_invoke(r, Fz_matrix, m), (long long)cormi_invoke(r, Fz_list, l),
           (long long)cormi_invoke(r, Fz_tree, t), (void *)cormi_invoke(r, Fz_echo, l));
  }
}

/* Runs server function `s` on one message (copied to an exact-size block, so ASan sees
   any overread). Returns the status, or -1000 when the function broke its contract: a
   status other than 0 and CORMI_E_MALFORMED, or 0 with the error flag set. */
static int serve_one(uint64_t s, const uint8_t *msg, size_t len, Obj *self) {
  uint8_t *copy = malloc(len ? len : 1);
  if (len) memcpy(copy, msg, len);
  cormi_in in = {copy, len, 0, 0};
  cormi_out out = {NULL, 0, 0};
  int status = __cormi_sites[s].fn(&in, &out, self);
  int broken = 0;
  if (status != 0 && status != CORMI_E_MALFORMED) {
    fprintf(stderr, "fuzz: site %s returned unexpected status %d\n", __cormi_sites[s].name, status);
    broken = 1;
  }
  if (status == 0 && in.error) {
    fprintf(stderr, "fuzz: site %s returned 0 with the error flag set\n", __cormi_sites[s].name);
    broken = 1;
  }
  free(out.data);
  free(copy);
  return broken ? -1000 : status;
}

#ifdef CORMI_LIBFUZZER
int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argv;
  make_call_sites(*argc);
  return 0;
}

/* libFuzzer's entry: byte 0 picks the server function, the rest is its request. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static Obj self;
  if (size < 1 || __cormi_site_count == 0) return 0;
  if (serve_one(data[0] % __cormi_site_count, data + 1, size - 1, &self) == -1000) abort();
  return 0;
}
#else
int main(int argc, char **argv) {
  make_call_sites(argc);
  double seconds = argc > 1 ? atof(argv[1]) : 2.0;
  rng = argc > 2 ? strtoull(argv[2], NULL, 0) : 0x9E3779B97F4A7C15ull;
  if (!rng) rng = 1;
  static uint8_t buf[4096];
  Obj self = {0};
  uint64_t runs = 0, errors = 0, oks = 0;
  struct timespec t0, t;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  do {
    for (uint64_t s = 0; s < __cormi_site_count; s++) {
      size_t len = make_message(buf, sizeof buf);
      int status = serve_one(s, buf, len, &self);
      if (status == -1000) return 1;
      status ? errors++ : oks++;
      runs++;
    }
    clock_gettime(CLOCK_MONOTONIC, &t);
  } while ((double)(t.tv_sec - t0.tv_sec) + (double)(t.tv_nsec - t0.tv_nsec) / 1e9 < seconds);
  printf("fuzz_servers: %llu corrupted messages over %llu server functions: %llu error replies, %llu accepted, no crash\n",
         (unsigned long long)runs, (unsigned long long)__cormi_site_count, (unsigned long long)errors, (unsigned long long)oks);
  return 0;
}
#endif
