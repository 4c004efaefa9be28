/* Tagged unions as a parser builds them: an expression tree whose nodes come from a
 * constructor function that stores the tag (`mk(N_BIN)`), with a number, a name string
 * (strndup), two children or a realloc'd array of arguments in one union, the tree
 * walked by a recursive evaluator that reads every member through one pointer; and an
 * array of values where the numbers never hold a pointer at all. CORMI_UNION tells the
 * members apart; the tree is sent, evaluated remotely and compared with the local
 * evaluation. Before: "holds pointers at offsets the analysis cannot tell apart" (the
 * constructor's objects of unknown size, the name strings read as nodes) and "a union
 * whose active member cannot be known" for the numbers. */
#include <cormi.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "tagged_ast"
#include "check.h"

typedef enum { N_NUM, N_VAR, N_BIN, N_CALL } NodeKind;
typedef struct Ast Ast;
typedef struct Args { Ast **v; int n; } Args;
struct Ast {
  NodeKind k;
  char op;
  union {
    double num;
    char *name;
    struct { Ast *l, *r; } bin;
    Args call;
  } u;
};
CORMI_UNION(Ast, k, (N_NUM, u.num), (N_VAR, u.name), (N_BIN, u.bin), (N_CALL, u.call));

typedef enum { V_NUM, V_STR } ValKind;
typedef struct Val { ValKind k; union { double num; char *s; } u; } Val;
CORMI_UNION(Val, k, (V_NUM, u.num), (V_STR, u.s));

typedef struct Ev { long calls; } Ev;
Ev *Ev_new(void) { return calloc(1, sizeof(Ev)); }

static const char *src;

static Ast *mk(NodeKind k) {
  Ast *a = calloc(1, sizeof *a);
  a->k = k;
  return a;
}

static void skip(void) {
  while (*src == ' ') src++;
}

static Ast *expr(void);

static Ast *primary(void) {
  skip();
  if (isdigit((unsigned char)*src)) {
    Ast *a = mk(N_NUM);
    char *end;
    a->u.num = strtod(src, &end);
    src = end;
    return a;
  }
  if (*src == '(') {
    src++;
    Ast *a = expr();
    skip();
    src++;
    return a;
  }
  const char *s = src;
  while (isalpha((unsigned char)*src)) src++;
  char *name = strndup(s, (size_t)(src - s));
  if (*src != '(') {
    Ast *a = mk(N_VAR);
    a->u.name = name;
    return a;
  }
  src++;
  Ast **v = NULL;
  int n = 0;
  skip();
  while (*src != ')') {
    v = realloc(v, (size_t)(n + 1) * sizeof *v);
    v[n++] = expr();
    skip();
    if (*src == ',') src++;
  }
  src++;
  Ast *a = mk(N_CALL);
  a->op = name[0];
  a->u.call.v = v;
  a->u.call.n = n;
  free(name);
  return a;
}

static Ast *binary(Ast *(*next)(void), const char *ops) {
  Ast *l = next();
  skip();
  while (*src && strchr(ops, *src)) {
    char o = *src++;
    Ast *r = next();
    Ast *b = mk(N_BIN);
    b->op = o;
    b->u.bin.l = l;
    b->u.bin.r = r;
    l = b;
    skip();
  }
  return l;
}

static Ast *term(void) { return binary(primary, "*"); }
static Ast *expr(void) { return binary(term, "+-"); }

static void release(Ast *a) {
  if (a->k == N_VAR) free(a->u.name);
  if (a->k == N_BIN) {
    release(a->u.bin.l);
    release(a->u.bin.r);
  }
  if (a->k == N_CALL) {
    for (int i = 0; i < a->u.call.n; i++) release(a->u.call.v[i]);
    free(a->u.call.v);
  }
  free(a);
}

/* Names count as their length; max() and sum() over their arguments. */
static double eval(const Ast *a) {
  switch (a->k) {
    case N_NUM: return a->u.num;
    case N_VAR: return (double)strlen(a->u.name);
    case N_BIN: {
      double x = eval(a->u.bin.l), y = eval(a->u.bin.r);
      return a->op == '+' ? x + y : a->op == '-' ? x - y : x * y;
    }
    case N_CALL: {
      double s = a->op == 'm' ? -1e9 : 0;
      for (int i = 0; i < a->u.call.n; i++) {
        double x = eval(a->u.call.v[i]);
        s = a->op == 'm' ? (x > s ? x : s) : s + x;
      }
      return s;
    }
  }
  return 0;
}

double Ev_eval(Ev *self, Ast *a) {
  self->calls++;
  return eval(a);
}

double Ev_sum(Ev *self, Val **v, int n) {
  double s = 0;
  self->calls++;
  for (int i = 0; i < n; i++) s = s * 2 + (v[i]->k == V_NUM ? v[i]->u.num : (double)strlen(v[i]->u.s));
  return s;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref e = cormi_create(cormi_nodes() - 1, Ev_new);
  Ev local = {0};
  const char *texts[] = {"1 + 2 * 3", "max(1, abc, 2*7) + sum(1,2,3) - xyz", "(4 - 1) * (hello + 2.5)", "sum()", "x"};
  for (int i = 0; i < 5; i++) {
    src = texts[i];
    Ast *a = expr();
    double got = cormi_invoke(e, Ev_eval, a), want = Ev_eval(&local, a);
    CHECK(got == want);
    if (cormi_rank() == 0) printf("%s = %g\n", texts[i], got);
    release(a);
  }
  Val **vals = malloc(6 * sizeof *vals);
  for (int i = 0; i < 6; i++) {
    Val *x = malloc(sizeof *x);
    if (i % 2) {
      x->k = V_NUM;
      x->u.num = i * 1.25;
    } else {
      char *d = strdup(i ? "four" : "seven!!");
      x->k = V_STR;
      x->u.s = d;
    }
    vals[i] = x;
  }
  double got = cormi_invoke(e, Ev_sum, vals, 6), want = Ev_sum(&local, vals, 6);
  CHECK(got == want);
  if (cormi_rank() == 0) printf("values: %g\n", got);
  for (int i = 0; i < 6; i++) {
    if (vals[i]->k == V_STR) free(vals[i]->u.s);
    free(vals[i]);
  }
  free(vals);
  cormi_finalize();
  return failures != 0;
}
