/* End-to-end: objects of over-aligned types (_Alignas(64) members, 32-byte vectors) sent
 * as arguments (heap, stack and global objects), as nested pointees, as arrays of records
 * holding pointers, returned as results, and passed and returned by value. C and the compiler assume the type's
 * alignment (aligned vector loads); before, copies arrived at addresses that were only
 * 16-aligned and AVX code on the serving node faulted. Each side checks
 * address % alignof(T) == 0 and runs an AVX loop over the copies when the CPU has AVX.
 * Exit 0 when every object was aligned and every call returned what the local call does. */
#define E2E_NAME "overaligned_records"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef double d4 __attribute__((vector_size(32)));  /* alignment 32 */
typedef struct V { _Alignas(64) double v[4]; } V;     /* alignment 64 */
typedef struct W { d4 x; int64_t id; } W;             /* alignment 32 */
typedef struct Node { V val; struct Node *next; W *w; } Node;
typedef struct Rec { _Alignas(64) double x; char *name; } Rec;
typedef struct Lab { int64_t calls; } Lab;

#define MISALIGNED(p, T) (((uintptr_t)(p) % _Alignof(T)) != 0)

static V globals[2] = { { { 1, 2, 3, 4 } }, { { 5, 6, 7, 8 } } };

/* Aligned 32-byte loads and stores (vmovapd) on every vector: faults on a misaligned one. */
__attribute__((target("avx"), noinline)) static double avx_sum(W *const *ws, int n) {
  d4 acc = { 0, 0, 0, 0 };
  for (int i = 0; i < n; i++) {
    ws[i]->x = ws[i]->x * 2.0;
    acc += ws[i]->x;
  }
  return acc[0] + acc[1] + acc[2] + acc[3];
}

static double plain_sum(W *const *ws, int n) {
  double t = 0;
  for (int i = 0; i < n; i++) {
    ws[i]->x = ws[i]->x * 2.0;
    t += ws[i]->x[0] + ws[i]->x[1] + ws[i]->x[2] + ws[i]->x[3];
  }
  return t;
}

static double vector_sum(W *const *ws, int n) {
  return __builtin_cpu_supports("avx") ? avx_sum(ws, n) : plain_sum(ws, n);
}

Lab *Lab_new(void) { return calloc(1, sizeof(Lab)); }

/* The sum of an array of n V; -1 when it is misaligned. */
double Lab_array(Lab *self, const V *a, int n) {
  self->calls++;
  double t = 0;
  for (int i = 0; i < n; i++) t += a[i].v[0] + a[i].v[3];
  return MISALIGNED(a, V) ? -1 : t;
}

/* The doubled sum of a list's vectors; -1 when a node or vector is misaligned. */
double Lab_list(Lab *self, Node *head) {
  self->calls++;
  int64_t bad = 0;
  W *ws[16];
  int n = 0;
  for (Node *p = head; p; p = p->next) {
    bad += MISALIGNED(p, Node) + MISALIGNED(p->w, W);
    if (n < 16) ws[n++] = p->w;
  }
  return bad ? -1 : vector_sum(ws, n);
}

/* The total length of the names of an array of n Rec; -1 when a record is misaligned. */
int64_t Lab_records(Lab *self, const Rec *r, int n) {
  self->calls++;
  int64_t bad = 0, l = 0;
  for (int i = 0; i < n; i++) {
    bad += MISALIGNED(&r[i], Rec);
    l += (int64_t)strlen(r[i].name);
  }
  return bad ? -1 : l;
}

V *Lab_make(Lab *self, int n) {
  self->calls++;
  V *a = aligned_alloc(_Alignof(V), (size_t)n * sizeof *a);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++) a[i].v[k] = i + k;
  return a;
}

W *Lab_one(Lab *self, int64_t id) {
  self->calls++;
  W *w = aligned_alloc(_Alignof(W), sizeof *w);
  w->x = (d4){ 1, 2, 3, 4 };
  w->id = id;
  return w;
}

/* A struct value of an over-aligned type, by value both ways: the method's own copy
 * (byval) and its result slot (sret) must have the type's alignment. */
V Lab_scaled(Lab *self, V v, double k) {
  self->calls++;
  V r;
  for (int i = 0; i < 4; i++) r.v[i] = MISALIGNED(&v, V) || MISALIGNED(&r, V) ? -1 : v.v[i] * k;
  return r;
}

static Node *list(int n) {
  Node *head = NULL;
  for (int i = n - 1; i >= 0; i--) {
    Node *p = aligned_alloc(_Alignof(Node), sizeof *p);
    p->w = aligned_alloc(_Alignof(W), sizeof *p->w);
    p->w->x = (d4){ i, i, i, i };
    p->w->id = i;
    for (int k = 0; k < 4; k++) p->val.v[k] = i;
    p->next = head;
    head = p;
  }
  return head;
}

static void free_list(Node *p) {
  while (p) {
    Node *next = p->next;
    free(p->w);
    free(p);
    p = next;
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref lab = cormi_create(1, Lab_new);
  for (int round = 0; round < 3; round++) {
    int n = 3 + round;
    V *a = aligned_alloc(_Alignof(V), (size_t)n * sizeof *a);
    for (int i = 0; i < n; i++)
      for (int k = 0; k < 4; k++) a[i].v[k] = i;
    CHECK(cormi_invoke(lab, Lab_array, a, n) == (double)(n * (n - 1)));
    free(a);

    V local[3] = { { { 1, 0, 0, 1 } }, { { 2, 0, 0, 2 } }, { { 3, 0, 0, 3 } } };
    CHECK(cormi_invoke(lab, Lab_array, local, 3) == 12);
    CHECK(cormi_invoke(lab, Lab_array, globals, 2) == 18);

    Node *l = list(n);
    CHECK(cormi_invoke(lab, Lab_list, l) == 8.0 * (n * (n - 1) / 2));
    free_list(l);

    Rec *r = aligned_alloc(_Alignof(Rec), (size_t)n * sizeof *r);
    int64_t want = 0;
    for (int i = 0; i < n; i++) {
      r[i].x = i;
      r[i].name = malloc((size_t)i + 2);
      memset(r[i].name, 'a' + i, (size_t)i + 1);
      r[i].name[i + 1] = 0;
      want += i + 1;
    }
    CHECK(cormi_invoke(lab, Lab_records, r, n) == want);
    for (int i = 0; i < n; i++) free(r[i].name);
    free(r);

    V *made = cormi_invoke(lab, Lab_make, n);
    CHECK(!MISALIGNED(made, V));
    CHECK(made[n - 1].v[3] == n + 2);
    free(made);
    V scaled = cormi_invoke(lab, Lab_scaled, local[1], 0.5 + round);
    CHECK(scaled.v[0] == 2 * (0.5 + round) && scaled.v[3] == scaled.v[0] && scaled.v[1] == 0);
    W *w = cormi_invoke(lab, Lab_one, round);
    CHECK(!MISALIGNED(w, W));
    CHECK(w->id == round && vector_sum(&w, 1) == 20);
    free(w);
  }
  printf("overaligned_records: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures != 0;
}
