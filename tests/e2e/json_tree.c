/* A JSON-like tree as a textbook builds it: a tagged value whose union holds a number, a
 * string, an array of values or an object (keys and values), made by a recursive-descent
 * parser from a string; mk(K) stores the tag, and the payload is stored after the
 * recursive calls that parse the items (the tag stays tied to it: no call can reach the
 * new value). The tree is sent to a method that walks it; the digest must equal the local
 * walk's. Before: "the member u.arr of CORMI_UNION(value_t, k, ...) may hold a pointer or
 * data (double stored in parse:...)". Without the marker (-DNO_MARKER, run.sh) the error
 * names the union and CORMI_UNION. */
#include <cormi.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "json_tree"
#include "check.h"

enum kind { J_NULL, J_NUM, J_STR, J_ARR, J_OBJ };
struct value {
  enum kind k;
  union {
    double num;
    char *str;
    struct { struct value **items; size_t n; } arr;
    struct { char **keys; struct value **vals; size_t n; } obj;
  } u;
};
#ifndef NO_MARKER
/* The marker names the struct by one identifier: a typedef. */
typedef struct value value_t;
CORMI_UNION(value_t, k, (J_NULL), (J_NUM, u.num), (J_STR, u.str), (J_ARR, u.arr), (J_OBJ, u.obj));
#endif

typedef struct Walker { long calls; } Walker;
Walker *Walker_new(void) { return calloc(1, sizeof(Walker)); }

static const char *p;

static struct value *mk(enum kind k) {
  struct value *v = calloc(1, sizeof *v);
  v->k = k;
  return v;
}

static void ws(void) {
  while (isspace((unsigned char)*p)) p++;
}

static char *string(void) {
  const char *s = ++p;
  while (*p != '"') p++;
  char *r = strndup(s, (size_t)(p - s));
  p++;
  return r;
}

static struct value *parse(void) {
  ws();
  if (*p == '"') {
    struct value *v = mk(J_STR);
    v->u.str = string();
    return v;
  }
  if (*p == '[') {
    struct value *v = mk(J_ARR);
    struct value **items = NULL;
    size_t n = 0;
    p++;
    ws();
    while (*p != ']') {
      items = realloc(items, (n + 1) * sizeof *items);
      items[n++] = parse();
      ws();
      if (*p == ',') p++;
      ws();
    }
    p++;
    v->u.arr.items = items;
    v->u.arr.n = n;
    return v;
  }
  if (*p == '{') {
    struct value *v = mk(J_OBJ);
    char **keys = NULL;
    struct value **vals = NULL;
    size_t n = 0;
    p++;
    ws();
    while (*p != '}') {
      keys = realloc(keys, (n + 1) * sizeof *keys);
      vals = realloc(vals, (n + 1) * sizeof *vals);
      keys[n] = string();
      ws();
      p++; /* ':' */
      vals[n++] = parse();
      ws();
      if (*p == ',') p++;
      ws();
    }
    p++;
    v->u.obj.keys = keys;
    v->u.obj.vals = vals;
    v->u.obj.n = n;
    return v;
  }
  if (strncmp(p, "null", 4) == 0) {
    p += 4;
    return mk(J_NULL);
  }
  struct value *v = mk(J_NUM);
  char *end;
  v->u.num = strtod(p, &end);
  p = end;
  return v;
}

static void release(struct value *v) {
  size_t i;
  switch (v->k) {
    case J_STR: free(v->u.str); break;
    case J_ARR:
      for (i = 0; i < v->u.arr.n; i++) release(v->u.arr.items[i]);
      free(v->u.arr.items);
      break;
    case J_OBJ:
      for (i = 0; i < v->u.obj.n; i++) {
        free(v->u.obj.keys[i]);
        release(v->u.obj.vals[i]);
      }
      free(v->u.obj.keys);
      free(v->u.obj.vals);
      break;
    default: break;
  }
  free(v);
}

/* A digest of the tree: numbers, string lengths and characters, keys, the shape. */
static double walk(const struct value *v) {
  double d = 0;
  size_t i;
  switch (v->k) {
    case J_NULL: return 7;
    case J_NUM: return v->u.num;
    case J_STR:
      for (i = 0; v->u.str[i]; i++) d = d * 3 + v->u.str[i];
      return d;
    case J_ARR:
      for (i = 0; i < v->u.arr.n; i++) d = d * 2 + walk(v->u.arr.items[i]);
      return d + 100 * (double)v->u.arr.n;
    case J_OBJ:
      for (i = 0; i < v->u.obj.n; i++) d = d * 2 + (double)strlen(v->u.obj.keys[i]) + walk(v->u.obj.vals[i]);
      return d + 1000 * (double)v->u.obj.n;
  }
  return 0;
}

double Walker_walk(Walker *self, struct value *v) {
  self->calls++;
  return walk(v);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref w = cormi_create(cormi_nodes() - 1, Walker_new);
  Walker local = {0};
  const char *texts[] = {
      "{\"name\": \"cormi\", \"tags\": [\"rmi\", \"llvm\", 3, null], \"n\": 2.5}",
      "[1, [2, [3, [\"deep\"]]], {}]",
      "\"just a string\"",
      "42",
      "{\"a\": {\"b\": {\"c\": [null, null]}}}",
  };
  for (int i = 0; i < 5; i++) {
    p = texts[i];
    struct value *v = parse();
    double got = cormi_invoke(w, Walker_walk, v), want = Walker_walk(&local, v);
    CHECK(got == want);
    if (cormi_rank() == 0) printf("%d: %.17g\n", i, got);
    release(v);
  }
  if (cormi_rank() == 0) printf("json_tree: %d failures\n", failures);
  cormi_finalize();
  return failures != 0;
}
