/* End-to-end: a method prints a tagged-union tree into a char buffer grown by realloc,
 * appending each string member with memcpy(buf + len, s, strlen(s) + 1), and returns the
 * buffer. The copy moves a string's bytes, never the union's other member (an array of
 * node pointers sharing the string's bytes), so the result is sent as bytes (before:
 * "the object (realloc) allocated at put:..., whose size is known only at run time,
 * holds pointers at offsets the analysis cannot tell apart"). Exit 0 when every value
 * matched. */
#define E2E_NAME "string_builder_union"
#include "check.h"
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef enum { T_STR, T_LIST } Kind;
typedef struct V {
  Kind tag;
  union {
    char *str;
    struct V **items;
  } u;
  int n;
} V;
CORMI_UNION(V, tag, (T_STR, u.str), (T_LIST, u.items));

typedef struct Printer { int calls; } Printer;

Printer *Printer_new(void) { return calloc(1, sizeof(Printer)); }

static void put(char **buf, size_t *len, const char *s) {
  size_t l = strlen(s);
  *buf = realloc(*buf, *len + l + 1);
  memcpy(*buf + *len, s, l + 1);
  *len += l;
}

static void emit(const V *v, char **buf, size_t *len) {
  if (v->tag == T_STR) {
    put(buf, len, v->u.str);
    return;
  }
  put(buf, len, "[");
  for (int i = 0; i < v->n; i++) {
    if (i) put(buf, len, ",");
    emit(v->u.items[i], buf, len);
  }
  put(buf, len, "]");
}

char *Printer_print(Printer *self, const V *v) {
  char *b = NULL;
  size_t l = 0;
  emit(v, &b, &l);
  self->calls++;
  return b;
}

static V *str(const char *s) {
  V *v = calloc(1, sizeof *v);
  v->tag = T_STR;
  v->u.str = strdup(s);
  return v;
}

static V *list(int n, V **items) {
  V *v = calloc(1, sizeof *v);
  v->tag = T_LIST;
  v->n = n;
  v->u.items = malloc((size_t)n * sizeof *v->u.items);
  memcpy(v->u.items, items, (size_t)n * sizeof *items);
  return v;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref p = cormi_create(cormi_nodes() - 1, Printer_new);
  V *hi = str("hi");
  V *inner = list(2, (V *[]){hi, str("there")});
  V *top = list(3, (V *[]){inner, hi, str("end")});
  char *r = cormi_invoke(p, Printer_print, top);
  CHECK(r && !strcmp(r, "[[hi,there],hi,end]"));
  char *r2 = cormi_invoke(p, Printer_print, hi);
  CHECK(r2 && !strcmp(r2, "hi"));
  printf("%s %s\n", r, r2);
  free(r);
  free(r2);
  cormi_finalize();
  return failures != 0;
}
