/* End-to-end: structs with fixed-size arrays inside them, indexed by a variable (a
 * queue of item pointers next to its count, a 4x4 matrix of doubles next to a label
 * pointer, an array of 3 small structs). A variable index into an array member reaches
 * that array's slots only (pass/src/heap: GepShape), so the count and the label are not
 * pointer slots that may hold data; before, every such program was rejected ("a union
 * whose active member cannot be known"). Shared items arrive shared. Exit 0 when every
 * value matched. */
#define E2E_NAME "inner_arrays"
#include "check.h"
#include <cormi.h>
#include <stdint.h>

typedef struct Item { double w; int64_t id; } Item;
typedef struct Queue { Item *items[6]; int32_t n; int32_t cap; } Queue;
typedef struct Label { char text[16]; } Label;
typedef struct Mat { double m[4][4]; Label *label; } Mat;
typedef struct Pt { int32_t x, y; } Pt;
typedef struct Poly { Pt pts[3]; Item *tag; } Poly;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

/* Sum of weights plus 1000 times the number of distinct items (shared ones count
 * once: aliasing must arrive intact). */
double Srv_queue(Srv *s, Queue *q) {
  s->calls++;
  double sum = 0;
  int64_t d = 0;
  for (int32_t i = 0; i < q->n; i++) {
    sum += q->items[i]->w;
    int seen = 0;
    for (int32_t j = 0; j < i; j++) seen |= q->items[j] == q->items[i];
    d += !seen;
  }
  return sum + q->cap + 1000.0 * d;
}
double Srv_trace(Srv *s, Mat *m) {
  s->calls++;
  double t = 0;
  for (int i = 0; i < 4; i++) t += m->m[i][i];
  return t + m->label->text[0];
}
int64_t Srv_poly(Srv *s, Poly *p) {
  s->calls++;
  int64_t a = 0;
  for (int i = 0; i < 3; i++) a += p->pts[i].x * 10 + p->pts[i].y;
  return a + p->tag->id;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Queue *q = cormi_new(Queue);
  Item *shared = cormi_new(Item);
  shared->w = 0.5;
  for (int32_t i = 0; i < 5; i++) {
    Item *it = i % 2 ? shared : cormi_new(Item);
    if (it != shared) it->w = i;
    q->items[q->n++] = it;
  }
  q->cap = 6;
  double qs = cormi_invoke(r, Srv_queue, q);
  CHECK(qs == 0 + 0.5 + 2 + 0.5 + 4 + 6 + 4000);

  Mat *m = cormi_new(Mat);
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) m->m[i][j] = i * 4 + j;
  m->label = cormi_new(Label);
  m->label->text[0] = 'A';
  CHECK(cormi_invoke(r, Srv_trace, m) == 0 + 5 + 10 + 15 + 'A');

  Poly *p = cormi_new(Poly);
  for (int i = 0; i < 3; i++) { p->pts[i].x = i; p->pts[i].y = i + 1; }
  p->tag = shared;
  shared->id = 7;
  CHECK(cormi_invoke(r, Srv_poly, p) == (0 + 1) + (10 + 2) + (20 + 3) + 7);

  printf("inner_arrays: queue=%g\n", qs);
  cormi_release(r);
  cormi_finalize();
  return failures ? 1 : 0;
}
