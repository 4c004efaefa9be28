/* End-to-end: unions and tagged variants whose members agree on the pointer slots
 * (pass/src/facts/scalar_stores.rs), and struct pointer fields that are
 * always NULL at the call site (read as pointers by the method: the receiver writes NULL
 * there itself, pass/src/facts/ptr_reads.rs). An expression tree: a node is a number
 * (tag 0, value in `num`), a negation (tag 1, operand in `left`) or a sum (tag 2, both
 * operands); the union holds either the double or a second pointer, never a pointer
 * where the other member keeps data. Exit status 0 when every value matched. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Expr {
  int32_t tag;
  struct Expr *left;
  union {
    struct Expr *right; /* tag 2 */
    struct Expr *spare; /* tag 0 and 1: always NULL, same slot as right */
  } u;
  double num; /* tag 0 */
  struct Expr *note; /* never set by anyone: NULL on both sides */
} Expr;

typedef struct Calc { int64_t calls; } Calc;

Calc *Calc_new(void) { return calloc(1, sizeof(Calc)); }

/* Bounded explicit stack: no recursion over received data. */
double Calc_eval(Calc *self, Expr *e) {
  self->calls++;
  enum { MAX = 4096 };
  static __thread Expr *stack[MAX];
  static __thread double vals[MAX];
  static __thread int state[MAX];
  int sp = 0, vp = 0;
  stack[sp] = e, state[sp++] = 0;
  while (sp > 0 && sp < MAX - 2 && vp < MAX - 2) {
    Expr *x = stack[sp - 1];
    if (!x || x->note) return -1e300; /* a planted or missing pointer */
    if (x->tag == 0) { vals[vp++] = x->num; sp--; continue; }
    if (state[sp - 1] == 0) {
      state[sp - 1] = 1;
      stack[sp] = x->left, state[sp++] = 0;
      if (x->tag == 2) stack[sp] = x->u.right, state[sp++] = 0;
      continue;
    }
    sp--;
    if (x->tag == 1) vals[vp - 1] = -vals[vp - 1];
    else { vals[vp - 2] += vals[vp - 1]; vp--; }
  }
  return vp == 1 ? vals[0] : -1e300;
}

static Expr *num(double v) {
  Expr *e = calloc(1, sizeof *e);
  e->num = v;
  return e;
}
static Expr *neg(Expr *a) {
  Expr *e = calloc(1, sizeof *e);
  e->tag = 1;
  e->left = a;
  e->u.spare = NULL;
  return e;
}
static Expr *add(Expr *a, Expr *b) {
  Expr *e = calloc(1, sizeof *e);
  e->tag = 2;
  e->left = a;
  e->u.right = b;
  return e;
}

#define E2E_NAME "variants"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref calc = cormi_create(cormi_nodes() - 1, Calc_new);
  Expr *shared = num(2.5);
  /* (1.5 + -(2.5)) + (2.5 + 4): the 2.5 leaf is shared (a DAG). */
  Expr *e = add(add(num(1.5), neg(shared)), add(shared, num(4)));
  CHECK(cormi_invoke(calc, Calc_eval, e) == 1.5 - 2.5 + 2.5 + 4);
  CHECK(cormi_invoke(calc, Calc_eval, num(-0.5)) == -0.5);
  Expr *deep = num(1);
  for (int i = 0; i < 1000; i++) deep = (i % 2) ? neg(deep) : add(deep, num(1));
  double want = 1;
  for (int i = 0; i < 1000; i++) want = (i % 2) ? -want : want + 1;
  CHECK(cormi_invoke(calc, Calc_eval, deep) == want);
  cormi_release(calc);
  cormi_finalize();
  if (failures) return 1;
  printf("variants: all values checked (%d nodes)\n", cormi_nodes());
  return 0;
}
