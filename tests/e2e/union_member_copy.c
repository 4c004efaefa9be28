/* A tagged-union expression tree with a CORMI_UNION marker whose N_BIN arm holds an int
 * operator at the byte where the N_VAR and N_NEG arms hold pointers. Constant folding
 * copies the operator into a new node (`b->u.bin.op = a->u.bin.op`) under a constant
 * tag; the folded tree is returned, evaluated locally and compared. Before: "the pointer
 * at byte 8 ... is written as an integer piece of a pointer ... keep it as a pointer"
 * (the int's load overlaps another member's pointer). */
#include <cormi.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "union_member_copy"
#include "check.h"

typedef enum { N_NUM, N_VAR, N_BIN, N_NEG } NKind;
typedef struct Ast {
  NKind k;
  union {
    double num;
    char *name;
    struct { int op; struct Ast *l, *r; } bin;
    struct Ast *sub;
  } u;
} Ast;
CORMI_UNION(Ast, k, (N_NUM, u.num), (N_VAR, u.name), (N_BIN, u.bin), (N_NEG, u.sub));
static Ast *mk(NKind k) { Ast *a = calloc(1, sizeof *a); a->k = k; return a; }
static const char *s;
static Ast *expr(void);
static void sp(void) { while (*s == ' ') s++; }
static Ast *atom(void) {
  sp();
  if (*s == '(') { s++; Ast *e = expr(); sp(); s++; return e; }
  if (*s == '-') { s++; Ast *a = mk(N_NEG); Ast *x = atom(); a->u.sub = x; return a; }
  if (isalpha((unsigned char)*s)) { const char *b = s; while (isalnum((unsigned char)*s)) s++; Ast *a = mk(N_VAR); a->u.name = strndup(b, (size_t)(s - b)); return a; }
  char *e; double d = strtod(s, &e); s = e; Ast *a = mk(N_NUM); a->u.num = d; return a;
}
static Ast *term(void) {
  Ast *l = atom();
  for (;;) { sp(); if (*s != '*' && *s != '/') return l; int op = *s++; Ast *r = atom(); Ast *b = mk(N_BIN); b->u.bin.op = op; b->u.bin.l = l; b->u.bin.r = r; l = b; }
}
static Ast *expr(void) {
  Ast *l = term();
  for (;;) { sp(); if (*s != '+' && *s != '-') return l; int op = *s++; Ast *r = term(); Ast *b = mk(N_BIN); b->u.bin.op = op; b->u.bin.l = l; b->u.bin.r = r; l = b; }
}
static void afree(Ast *a) {
  if (!a) return;
  if (a->k == N_VAR) free(a->u.name);
  else if (a->k == N_BIN) { afree(a->u.bin.l); afree(a->u.bin.r); }
  else if (a->k == N_NEG) afree(a->u.sub);
  free(a);
}
typedef struct Env { char names[4][8]; double vals[4]; } Env;
typedef struct Calc { long evals; Env env; } Calc;
Calc *Calc_new(void) { Calc *c = calloc(1, sizeof *c); return c; }
static double ev(const Ast *a, const Env *e) {
  switch (a->k) {
  case N_NUM: return a->u.num;
  case N_VAR: for (int i = 0; i < 4; i++) if (!strcmp(e->names[i], a->u.name)) return e->vals[i]; return 0;
  case N_NEG: return -ev(a->u.sub, e);
  default: { double l = ev(a->u.bin.l, e), r = ev(a->u.bin.r, e);
    switch (a->u.bin.op) { case '+': return l + r; case '-': return l - r; case '*': return l * r; default: return l / r; } }
  }
}
double Calc_eval(Calc *self, Ast *a, Env env) { self->evals++; return ev(a, &env); }
/* constant folding: returns a new tree */
static Ast *fold(const Ast *a, const Env *e) {
  if (a->k == N_NUM) { Ast *n = mk(N_NUM); n->u.num = a->u.num; return n; }
  if (a->k == N_VAR) { Ast *n = mk(N_NUM); n->u.num = ev(a, e); return n; }
  if (a->k == N_NEG) { Ast *n = mk(N_NEG); Ast *x = fold(a->u.sub, e); n->u.sub = x; return n; }
  Ast *l = fold(a->u.bin.l, e), *r = fold(a->u.bin.r, e);
  Ast *b = mk(N_BIN); b->u.bin.op = a->u.bin.op; b->u.bin.l = l; b->u.bin.r = r; return b;
}
Ast *Calc_fold(Calc *self, Ast *a, Env env) { self->evals++; return fold(a, &env); }
long Calc_count(Calc *self) { return self->evals; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  const char *srcs[] = {"1 + 2 * 3", "x * (y - 2) / -z", "((a+b)*(a-b)) - 4*x*x + 0.5", "-(-(-x))"};
  Env env;
  memset(&env, 0, sizeof env);
  strcpy(env.names[0], "x");
  env.vals[0] = 3;
  strcpy(env.names[1], "y");
  env.vals[1] = 7;
  strcpy(env.names[2], "z");
  env.vals[2] = 2;
  strcpy(env.names[3], "a");
  env.vals[3] = 1.5;
  Calc loc = {0};
  cormi_ref c = cormi_create(cormi_nodes() - 1, Calc_new);
  for (int i = 0; i < 4; i++) {
    s = srcs[i];
    Ast *a = expr();
    double got = cormi_invoke(c, Calc_eval, a, env), want = Calc_eval(&loc, a, env);
    Ast *f = cormi_invoke(c, Calc_fold, a, env);
    double folded = Calc_eval(&loc, f, env);
    CHECK(got == want);
    CHECK(folded == want);
    /* The folded tree keeps the operators: its N_BIN nodes' op members arrived. */
    CHECK(f->k == a->k && (f->k != N_BIN || f->u.bin.op == a->u.bin.op));
    if (cormi_rank() == 0) printf("%s = %g (folded %g)\n", srcs[i], got, folded);
    afree(f);
    afree(a);
  }
  CHECK(cormi_invoke(c, Calc_count) == 8);
  cormi_finalize();
  return failures != 0;
}
