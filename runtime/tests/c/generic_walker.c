/* Unit test of the runtime's generic serializer (rt-c/src/generic.c, cormi_rt.h layer 8)
 * on its own, built from the rt-c sources with AddressSanitizer and UBSan by
 * runtime/tests/generic_walker.rs: round trips (a list, arrays, a pointer array, a
 * shared object and a cycle, a polymorphic DAG, slots and an array's elements written
 * NULL (but an address in the first or the last page), lists ending in such sentinels
 * (the ADDR tag), a 1,000,000-node
 * list, interior pointers at a static and at a run-time offset) and hostile messages
 * (every truncation, wrong type id, bad variant index, unknown handle, back-reference of
 * another type, a huge count, an interior offset past the object or with a NULL object,
 * an ADDR tag with 0, 4096, 2^64 - 4097 or a planted address,
 * random bytes), each of
 * which must be rejected with -1 and the cursor's error flag, never crash; and, in the
 * RETURN error mode (tests/c/runtime_stubs.c), objects the writer cannot size (an
 * unnoted stack array, a polymorphic object of no variant's size) refused with a
 * message and skipped, the rest of the graph written.
 * Prints "generic_walker: ok" and exits 0 when every check held. */
#include <cormi_rt.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Node { int64_t value; struct Node *next; } Node;     /* type 0 */
typedef struct Leaf { int64_t kind; int64_t value; } Leaf;          /* type 4, poly 16 */
typedef struct Pair { int64_t kind; void *a; void *b; } Pair;       /* type 5, poly 24 */
typedef struct Hinted { int64_t value; void *never; } Hinted;       /* type 6 */
typedef struct Span { double *at; double *cursor; } Span;           /* type 7 */

static const uint64_t node_off[] = {8}, node_child[] = {0};
static const uint64_t ptrs_child[] = {0};
static const uint64_t poly_sizes[] = {16, 24}, poly_types[] = {4, 5};
static const uint64_t pair_off[] = {8, 16}, pair_child[] = {3, 3};
static const uint64_t hinted_nulls[] = {8};
static const uint64_t none[] = {0};
static const uint64_t span_off[] = {0, 8}, span_child[] = {8, 9}, into_doubles[] = {1};

static const cormi_type types[] = {
    {CORMI_TYPE_STRUCT, 1, 16, 1, node_off, node_child, 0, none},    /* 0 Node      */
    {CORMI_TYPE_SCALARS, 0, 8, 0, none, none, 0, none},              /* 1 double[]  */
    {CORMI_TYPE_POINTERS, 0, 8, 1, none, ptrs_child, 0, none},       /* 2 Node *[]  */
    {CORMI_TYPE_POLY, 0, 0, 2, poly_sizes, poly_types, 0, none},     /* 3 Leaf|Pair */
    {CORMI_TYPE_STRUCT, 1, 16, 0, none, none, 0, none},              /* 4 Leaf      */
    {CORMI_TYPE_STRUCT, 1, 24, 2, pair_off, pair_child, 0, none},    /* 5 Pair      */
    {CORMI_TYPE_STRUCT, 0, 16, 0, none, none, 1, hinted_nulls},      /* 6 Hinted    */
    {CORMI_TYPE_STRUCT, 0, 16, 2, span_off, span_child, 0, none},    /* 7 Span      */
    {CORMI_TYPE_INTERIOR, 0, 16, 1, none, into_doubles, 0, none},    /* 8 &a[2]     */
    {CORMI_TYPE_INTERIOR, 1, 0, 1, none, into_doubles, 0, none},     /* 9 a cursor  */
    {CORMI_TYPE_SCALARS, 0, 8, 0, none, none, 1, none},              /* 10 void *[], no object */
};
static const uint64_t NTYPES = sizeof types / sizeof types[0];

static int failures;
#define CHECK(c)                                                              \
  do {                                                                        \
    if (!(c)) {                                                               \
      fprintf(stderr, "generic_walker: FAILED at line %d: %s\n", __LINE__, #c); \
      failures++;                                                             \
    }                                                                         \
  } while (0)

/* Marshals `root` of type `t`; the message in *out (caller frees out->data). */
static void encode(cormi_out *out, const void *root, uint64_t t) {
  memset(out, 0, sizeof *out);
  cormi_handles *h = cormi_handles_acquire();
  cormi_generic_write(out, h, root, t, types, NTYPES);
  cormi_handles_release(h);
}

/* Unmarshals data[0..len) as type `t`: the status; the root in *root. The bytes are
 * copied to an exact-size block so ASan sees any overread. */
static int decode(const uint8_t *data, size_t len, uint64_t t, void **root, int *error) {
  uint8_t *copy = malloc(len ? len : 1);
  memcpy(copy, data, len);
  cormi_in in = {copy, len, 0, 0};
  cormi_handles *objs = cormi_handles_acquire(), *shapes = cormi_handles_acquire();
  int r = cormi_generic_read(&in, objs, shapes, t, root, types, NTYPES);
  cormi_handles_release(objs);
  cormi_handles_release(shapes);
  free(copy);
  *error = in.error;
  return r;
}

static Node *list(int64_t n) {
  Node *head = NULL;
  for (int64_t i = n; i-- > 0;) {
    Node *x = cormi_alloc_object(sizeof *x);
    x->value = i;
    x->next = head;
    head = x;
  }
  return head;
}

static void round_trips(void) {
  cormi_out out;
  void *got;
  int err;
  Node *l = list(100);
  encode(&out, l, 0);
  CHECK(decode(out.data, out.len, 0, &got, &err) == 0 && !err);
  int64_t sum = 0, count = 0;
  for (Node *x = got; x; x = x->next) sum += x->value, count++;
  CHECK(count == 100 && sum == 4950 && got != l);
  free(out.data);

  Node *c = list(2);
  c->next->next = c; /* a cycle */
  encode(&out, c, 0);
  CHECK(decode(out.data, out.len, 0, &got, &err) == 0);
  Node *g = got;
  CHECK(g->next->next == g && g->value == 0 && g->next->value == 1);
  free(out.data);

  double *d = cormi_alloc_array(8, 3);
  d[0] = 1.5, d[1] = -0.0, d[2] = 4;
  encode(&out, d, 1);
  CHECK(decode(out.data, out.len, 1, &got, &err) == 0);
  CHECK(cormi_array_count(got, 8) == 3 && ((double *)got)[0] == 1.5 && ((double *)got)[2] == 4);
  free(out.data);

  Node **a = cormi_alloc_array(8, 3);
  a[0] = a[2] = list(1), a[1] = NULL; /* shared element */
  encode(&out, a, 2);
  CHECK(decode(out.data, out.len, 2, &got, &err) == 0);
  Node **ga = got;
  CHECK(cormi_array_length(ga) == 3 && ga[0] == ga[2] && ga[1] == NULL && ga[0] != a[0]);
  free(out.data);

  Leaf *shared = cormi_alloc_object(sizeof(Leaf));
  shared->kind = 0, shared->value = 7;
  Pair *inner = cormi_alloc_object(sizeof(Pair));
  inner->kind = 1, inner->a = shared, inner->b = NULL;
  Pair *top = cormi_alloc_object(sizeof(Pair));
  top->kind = 1, top->a = inner, top->b = shared; /* shared across variants' slots */
  encode(&out, top, 3);
  CHECK(decode(out.data, out.len, 3, &got, &err) == 0);
  Pair *gt = got;
  CHECK(gt->kind == 1 && ((Pair *)gt->a)->a == gt->b && ((Leaf *)gt->b)->value == 7);
  free(out.data);

  Hinted *hi = malloc(sizeof *hi);
  hi->value = 5, hi->never = (void *)0x4141414141414141ull;
  encode(&out, hi, 6);
  CHECK(decode(out.data, out.len, 6, &got, &err) == 0);
  CHECK(((Hinted *)got)->value == 5 && ((Hinted *)got)->never == NULL);
  free(out.data);
  hi->never = (void *)8; /* a sentinel: kept */
  encode(&out, hi, 6);
  CHECK(decode(out.data, out.len, 6, &got, &err) == 0);
  CHECK(((Hinted *)got)->value == 5 && ((Hinted *)got)->never == (void *)8);
  free(out.data);
  hi->never = (void *)-1; /* a last-page sentinel: kept */
  encode(&out, hi, 6);
  CHECK(decode(out.data, out.len, 6, &got, &err) == 0);
  CHECK(((Hinted *)got)->never == (void *)-1);
  free(out.data);

  void **marks = cormi_alloc_array(8, 5); /* elements read as pointers, no object */
  marks[0] = (void *)1, marks[1] = (void *)-1, marks[2] = (void *)0x4141414141414141ull;
  marks[3] = (void *)-4096, marks[4] = (void *)-4097;
  encode(&out, marks, 10);
  CHECK(decode(out.data, out.len, 10, &got, &err) == 0);
  void **gm = got;
  CHECK(cormi_array_length(gm) == 5 && gm[0] == (void *)1 && gm[1] == (void *)-1 && gm[2] == NULL);
  CHECK(gm[3] == (void *)-4096 && gm[4] == NULL);
  free(out.data);

  Node *ended = list(3); /* ends in (Node *)1, not NULL */
  ended->next->next->next = (Node *)1;
  encode(&out, ended, 0);
  CHECK(decode(out.data, out.len, 0, &got, &err) == 0);
  Node *gn = got;
  CHECK(gn && gn->next && gn->next->next && gn->next->next->next == (Node *)1);
  free(out.data);
  ended->next->next->next = (Node *)-1; /* MAP_FAILED's value: the last page */
  encode(&out, ended, 0);
  CHECK(decode(out.data, out.len, 0, &got, &err) == 0);
  gn = got;
  CHECK(gn && gn->next && gn->next->next && gn->next->next->next == (Node *)-1);
  free(out.data);

  double *row = cormi_alloc_array(8, 4);
  for (int k = 0; k < 4; k++) row[k] = k + 0.5;
  Span *sp = malloc(sizeof *sp);
  sp->at = &row[2], sp->cursor = row + 4; /* static offset 16; one past the end, found */
  encode(&out, sp, 7);
  CHECK(decode(out.data, out.len, 7, &got, &err) == 0 && !err);
  Span *gs = got;
  CHECK(gs->at[-2] == 0.5 && gs->at[0] == 2.5 && gs->cursor == gs->at + 2 && gs->at != sp->at);
  free(out.data);

  Node *big = list(1000000); /* no native recursion on either side */
  encode(&out, big, 0);
  CHECK(decode(out.data, out.len, 0, &got, &err) == 0);
  count = 0;
  for (Node *x = got; x; x = x->next) count++;
  CHECK(count == 1000000);
  free(out.data);
}

/* A message built by hand: u32 and u64 pieces. */
typedef struct msg { uint8_t b[256]; size_t len; } msg;
static void u32(msg *m, uint32_t v) { memcpy(m->b + m->len, &v, 4), m->len += 4; }
static void u64(msg *m, uint64_t v) { memcpy(m->b + m->len, &v, 8), m->len += 8; }
static void u8(msg *m, uint8_t v) { m->b[m->len++] = v; } /* a varint below 128 */

static int rejected(const msg *m, uint64_t t) {
  void *got;
  int err;
  int r = decode(m->b, m->len, t, &got, &err);
  return r == -1 && err;
}

static void hostile(void) {
  cormi_out out;
  void *got;
  int err;
  Pair *top = cormi_alloc_object(sizeof(Pair));
  Leaf *leaf = cormi_alloc_object(sizeof(Leaf));
  top->kind = 1, top->a = leaf, top->b = leaf;
  encode(&out, top, 3);
  for (size_t n = 0; n < out.len; n++) CHECK(decode(out.data, n, 3, &got, &err) == -1 && err); /* every truncation */
  free(out.data);

  msg m = {0};
  u32(&m, 0xFFFFFFFFu), u32(&m, 4), u64(&m, 1), u64(&m, 2); /* Leaf where a Node is expected */
  CHECK(rejected(&m, 0));
  m.len = 0;
  u32(&m, 0xFFFFFFFFu), u32(&m, 3), u32(&m, 2), u64(&m, 0), u64(&m, 0); /* variant 2 of 2 */
  CHECK(rejected(&m, 3));
  m.len = 0;
  u32(&m, 0xFFFFFFFFu), u32(&m, 3), u32(&m, 0xFFFFFFFFu), u64(&m, 0), u64(&m, 0);
  CHECK(rejected(&m, 3));
  m.len = 0;
  u32(&m, 1); /* handle 1 before any object */
  CHECK(rejected(&m, 0));
  m.len = 0;
  /* ADDR tag: not in the first or the last page */
  const uint64_t far[] = {0, 4096, 0x4141414141414141ull, (uint64_t)-4097};
  for (size_t k = 0; k < sizeof far / sizeof far[0]; k++) {
    u32(&m, 0xFFFFFFFEu), u64(&m, far[k]);
    CHECK(rejected(&m, 0));
    m.len = 0;
  }
  u32(&m, 0xFFFFFFFEu), u32(&m, 1); /* a short address */
  CHECK(rejected(&m, 0));
  m.len = 0;
  u32(&m, 0xFFFFFFFFu), u32(&m, 1), u64(&m, (uint64_t)1 << 60); /* a count no message holds */
  CHECK(rejected(&m, 1));
  m.len = 0;
  u32(&m, 0xFFFFFFFFu), u32(&m, 2), u64(&m, 2); /* pointer array of 2: */
  u32(&m, 0xFFFFFFFFu), u32(&m, 0), u64(&m, 9), u64(&m, 0), u32(&m, 0); /* a Node, */
  u32(&m, 1); /* then handle 1 (the array itself) where a Node is expected */
  CHECK(rejected(&m, 2));
  m.len = 0; /* Pair with a = Leaf and b = handle 2 (that Leaf): accepted in a poly slot */
  u32(&m, 0xFFFFFFFFu), u32(&m, 3), u32(&m, 1), u64(&m, 1), u64(&m, 0), u64(&m, 0);
  u32(&m, 2); /* b, popped first (LIFO): handle 2 is not given yet */
  CHECK(rejected(&m, 3));
  m.len = 0;
  u32(&m, 0xFFFFFFFFu), u32(&m, 3), u32(&m, 1), u64(&m, 1), u64(&m, 0), u64(&m, 0);
  u32(&m, 0xFFFFFFFFu), u32(&m, 3), u32(&m, 0), u64(&m, 0), u64(&m, 42); /* b: a Leaf (handle 2) */
  u32(&m, 2);                                                           /* a: handle 2 */
  CHECK(decode(m.b, m.len, 3, &got, &err) == 0 && !err);
  CHECK(((Pair *)got)->a == ((Pair *)got)->b && ((Leaf *)((Pair *)got)->a)->value == 42);
  m.len = 0; /* pointer array [Node, handle 2 = that Node]: a back-reference of the right type */
  u32(&m, 0xFFFFFFFFu), u32(&m, 2), u64(&m, 2);
  u32(&m, 0xFFFFFFFFu), u32(&m, 0), u64(&m, 1), u64(&m, 0), u32(&m, 0);
  u32(&m, 2);
  CHECK(decode(m.b, m.len, 2, &got, &err) == 0 && ((Node **)got)[0] == ((Node **)got)[1]);

  /* Interior offsets: a Span whose two fields point into one 2-element array. */
  msg sp = {0};
  u32(&sp, 0xFFFFFFFFu), u32(&sp, 7);                   /* the Span */
  for (int k = 0; k < 16; k++) sp.b[sp.len++] = 0;
  u32(&sp, 0xFFFFFFFFu), u32(&sp, 1), u64(&sp, 2);       /* cursor's array: 2 doubles */
  for (int k = 0; k < 16; k++) sp.b[sp.len++] = 0;
  size_t at_off = sp.len;
  u8(&sp, 16);                                           /* cursor's offset (LEB128): one past the end */
  u32(&sp, 2);                                           /* at: back-reference to the array */
  CHECK(decode(sp.b, sp.len, 7, &got, &err) == 0 && ((Span *)got)->cursor == ((Span *)got)->at);
  msg past = sp;
  past.b[at_off] = 17;                                   /* one byte past the end */
  CHECK(rejected(&past, 7));
  msg cut = sp;
  cut.b[at_off] = 0x90, cut.len = at_off + 1;            /* the message ends inside the offset */
  CHECK(rejected(&cut, 7));
  msg stray = {0};
  u32(&stray, 0xFFFFFFFFu), u32(&stray, 7);
  for (int k = 0; k < 16; k++) stray.b[stray.len++] = 0;
  u32(&stray, 0), u8(&stray, 8);                         /* NULL cursor with offset 8 */
  u32(&stray, 0);
  CHECK(rejected(&stray, 7));

  uint64_t rng = 0x9E3779B97F4A7C15ull, accepted = 0;
  for (int i = 0; i < 200000; i++) {
    msg r = {0};
    size_t n = (rng >> 3) % 64;
    for (size_t k = 0; k < n; k++) {
      rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
      uint32_t pieces[] = {0, 0xFFFFFFFFu, (uint32_t)(rng % 4), (uint32_t)(rng % NTYPES), (uint32_t)rng};
      u32(&r, pieces[(rng >> 40) % 5]);
    }
    uint64_t t = rng % NTYPES;
    int status = decode(r.b, r.len, t, &got, &err);
    CHECK(status == 0 || (status == -1 && err));
    accepted += status == 0;
  }
  CHECK(accepted > 0);
}

extern int cormi_stub_error_mode, cormi_stub_refused;
extern char cormi_stub_refusal[];

/* RETURN mode: an object the writer cannot size is refused (recorded once, never read
 * past) and skipped; the walk goes on with the rest of the graph. */
static void refusals(void) {
  cormi_stub_error_mode = CORMI_ERRORS_RETURN;
  cormi_out out;
  double local[4] = {1, 2, 3, 4}; /* no note: its extent is unknown */
  encode(&out, local, 1);
  CHECK(cormi_stub_refused == 1);
  CHECK(strstr(cormi_stub_refusal, "cannot send the object at 0x") && strstr(cormi_stub_refusal, "size is unknown"));
  free(out.data);
  cormi_stub_refused = 0;
  void *odd = calloc(1, 40); /* none of the variants (16, 24 bytes) */
  Node *tail = calloc(1, sizeof *tail);
  tail->value = 7;
  Node **both = calloc(2, sizeof *both);
  both[0] = (Node *)odd;
  both[1] = tail;
  encode(&out, odd, 3);
  CHECK(cormi_stub_refused == 1 && strstr(cormi_stub_refusal, "none of the variants"));
  free(out.data);
  cormi_stub_refused = 0;
  encode(&out, both, 2); /* the odd object as a Node: sized, fine */
  CHECK(cormi_stub_refused == 0);
  free(out.data);
  free(both);
  free(tail);
  free(odd);
  cormi_stub_error_mode = CORMI_ERRORS_ABORT;
}

int main(void) {
  round_trips();
  hostile();
  refusals();
  if (failures) return 1;
  puts("generic_walker: ok");
  return 0;
}
