/* Arithmetic expressions: the client parses formulas ("3*x*x + 2*x - y/4") into trees of
 * tagged nodes (a number, a variable's name, or an operator with two children, in one
 * union; an operator's node holds its symbol and children), and sends them with an array of variable bindings to a calculator node, which
 * evaluates them and returns their derivatives as new trees. The client checks every
 * value against its own evaluation and every derivative against its own, printed. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "exprtree: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef enum { E_NUM, E_VAR, E_BIN } Kind;

struct Bin;
typedef struct Expr {
  Kind kind;
  union {
    double num;
    char *name;
    struct Bin *bin;
  } u;
} Expr;
CORMI_UNION(Expr, kind, (E_NUM, u.num), (E_VAR, u.name), (E_BIN, u.bin));
typedef struct Bin {
  char op; /* '+', '-', '*' or '/' */
  Expr *lhs, *rhs;
} Bin;

typedef struct Binding { char *name; double value; } Binding;
typedef struct Calc { long evaluated; } Calc;

static Expr *num(double v) {
  Expr *e = malloc(sizeof *e);
  e->kind = E_NUM;
  e->u.num = v;
  return e;
}

static Expr *var(const char *name, size_t len) {
  Expr *e = malloc(sizeof *e);
  e->kind = E_VAR;
  e->u.name = strndup(name, len);
  return e;
}

static Expr *bin(char op, Expr *l, Expr *r) {
  Bin *b = malloc(sizeof *b);
  b->op = op;
  b->lhs = l;
  b->rhs = r;
  Expr *e = malloc(sizeof *e);
  e->kind = E_BIN;
  e->u.bin = b;
  return e;
}

static void drop(Expr *e) {
  if (!e) return;
  if (e->kind == E_VAR) free(e->u.name);
  if (e->kind == E_BIN) {
    drop(e->u.bin->lhs);
    drop(e->u.bin->rhs);
    free(e->u.bin);
  }
  free(e);
}

static Expr *clone(const Expr *e) {
  switch (e->kind) {
    case E_NUM: return num(e->u.num);
    case E_VAR: return var(e->u.name, strlen(e->u.name));
    default: return bin(e->u.bin->op, clone(e->u.bin->lhs), clone(e->u.bin->rhs));
  }
}

/* Recursive descent over "sum := product (('+'|'-') product)*", "product := atom
 * (('*'|'/') atom)*", "atom := number | name | '(' sum ')'"; *p walks the text. */
static Expr *sum(const char **p);

static void skip(const char **p) {
  while (**p == ' ') (*p)++;
}

static Expr *atom(const char **p) {
  skip(p);
  if (**p == '(') {
    (*p)++;
    Expr *e = sum(p);
    skip(p);
    if (**p == ')') (*p)++;
    return e;
  }
  if ((**p >= 'a' && **p <= 'z') || **p == '_') {
    const char *start = *p;
    while ((**p >= 'a' && **p <= 'z') || **p == '_' || (**p >= '0' && **p <= '9')) (*p)++;
    return var(start, (size_t)(*p - start));
  }
  char *end;
  double v = strtod(*p, &end);
  *p = end;
  return num(v);
}

static Expr *product(const char **p) {
  Expr *e = atom(p);
  for (skip(p); **p == '*' || **p == '/'; skip(p)) {
    char op = *(*p)++;
    e = bin(op, e, atom(p));
  }
  return e;
}

static Expr *sum(const char **p) {
  Expr *e = product(p);
  for (skip(p); **p == '+' || **p == '-'; skip(p)) {
    char op = *(*p)++;
    e = bin(op, e, product(p));
  }
  return e;
}

static double eval(const Expr *e, const Binding *env, size_t n) {
  switch (e->kind) {
    case E_NUM: return e->u.num;
    case E_VAR:
      for (size_t i = 0; i < n; i++)
        if (strcmp(env[i].name, e->u.name) == 0) return env[i].value;
      return 0;
    default: {
      double a = eval(e->u.bin->lhs, env, n), b = eval(e->u.bin->rhs, env, n);
      switch (e->u.bin->op) {
        case '+': return a + b;
        case '-': return a - b;
        case '*': return a * b;
        default: return a / b;
      }
    }
  }
}

/* d/dx, unsimplified: the product and quotient rules build new trees from clones. */
static Expr *derive(const Expr *e, const char *x) {
  switch (e->kind) {
    case E_NUM: return num(0);
    case E_VAR: return num(strcmp(e->u.name, x) == 0 ? 1 : 0);
    default: break;
  }
  const Expr *u = e->u.bin->lhs, *v = e->u.bin->rhs;
  switch (e->u.bin->op) {
    case '+':
    case '-': return bin(e->u.bin->op, derive(u, x), derive(v, x));
    case '*': return bin('+', bin('*', derive(u, x), clone(v)), bin('*', clone(u), derive(v, x)));
    default: {
      Expr *top = bin('-', bin('*', derive(u, x), clone(v)), bin('*', clone(u), derive(v, x)));
      return bin('/', top, bin('*', clone(v), clone(v)));
    }
  }
}

/* Prints e fully parenthesised into buf (of cap bytes); returns the length written. */
static size_t show(const Expr *e, char *buf, size_t cap) {
  switch (e->kind) {
    case E_NUM: return (size_t)snprintf(buf, cap, "%g", e->u.num);
    case E_VAR: return (size_t)snprintf(buf, cap, "%s", e->u.name);
    default: {
      size_t k = (size_t)snprintf(buf, cap, "(");
      k += show(e->u.bin->lhs, buf + k, cap > k ? cap - k : 0);
      k += (size_t)snprintf(buf + k, cap > k ? cap - k : 0, " %c ", e->u.bin->op);
      k += show(e->u.bin->rhs, buf + k, cap > k ? cap - k : 0);
      return k + (size_t)snprintf(buf + k, cap > k ? cap - k : 0, ")");
    }
  }
}

Calc *Calc_new(void) { return calloc(1, sizeof(Calc)); }

double Calc_eval(Calc *self, Expr *e, Binding *env, size_t n) {
  self->evaluated++;
  return eval(e, env, n);
}

Expr *Calc_derive(Calc *self, Expr *e, const char *x) {
  self->evaluated++;
  return derive(e, x);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref calc = cormi_create(cormi_nodes() > 1 ? 1 : 0, Calc_new);
  const char *formulas[] = {"3*x*x + 2*x - y/4", "(x + 1) / (x - y)", "rate * (1 + rate) * 100", "42", "x",
                            "x*y*z - (x + y + z) / 3"};
  const char *names[] = {"x", "y", "z", "rate"};
  size_t n = sizeof names / sizeof *names;
  Binding *env = malloc(n * sizeof *env);
  for (size_t i = 0; i < n; i++) {
    env[i].name = strdup(names[i]);
    env[i].value = 1.5 + (double)i * 0.75;
  }
  char want[512], got[512];
  size_t nodes = 0;
  for (size_t f = 0; f < sizeof formulas / sizeof *formulas; f++) {
    const char *p = formulas[f];
    Expr *e = sum(&p);
    double remote = cormi_invoke(calc, Calc_eval, e, env, n);
    CHECK(remote == eval(e, env, n));
    Expr *d = cormi_invoke(calc, Calc_derive, e, "x");
    Expr *mine = derive(e, "x");
    nodes += show(d, got, sizeof got);
    show(mine, want, sizeof want);
    CHECK(strcmp(got, want) == 0);
    CHECK(eval(d, env, n) == eval(mine, env, n));
    drop(mine);
    drop(d);
    drop(e);
  }
  printf("exprtree: %zu formulas evaluated and derived remotely, %zu characters of derivatives\n",
         sizeof formulas / sizeof *formulas, nodes);
  for (size_t i = 0; i < n; i++) free(env[i].name);
  free(env);
  cormi_release(calc);
  cormi_finalize();
  return failures != 0;
}
