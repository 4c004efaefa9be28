/* End-to-end: a JSON-like tagged union whose J_NULL tag has no member, written alone in
 * the marker: CORMI_UNION(J, tag, (J_NULL), (J_NUM, u.num), (J_STR, u.str)). Arrays of
 * such values and single ones (a null whose union bytes hold garbage too) are sent with
 * no pointer of the union for J_NULL. Before, there was nothing to write for J_NULL and
 * sending a null value stopped the sender: "its tag ... names no member of
 * CORMI_UNION(J, tag, ...)". Exit 0 when every result matched the local call. */
#define E2E_NAME "tagged_union_null_arm"
#include "check.h"
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { J_NULL, J_NUM, J_STR } JK;
typedef struct J {
  JK tag;
  union {
    double num;
    char *str;
  } u;
} J;
CORMI_UNION(J, tag, (J_NULL), (J_NUM, u.num), (J_STR, u.str));

typedef struct S { int calls; } S;
S *S_new(void) { return calloc(1, sizeof(S)); }

static long weigh(const J *j) {
  switch (j->tag) {
    case J_NULL: return 1000;
    case J_NUM: return (long)j->u.num;
    case J_STR: return (long)strlen(j->u.str) * 10;
  }
  return -1;
}

long S_count(S *self, J *a, int n) {
  self->calls++;
  long c = 0;
  for (int i = 0; i < n; i++) c = c * 7 + weigh(&a[i]);
  return c;
}

long S_one(S *self, J *j) {
  self->calls++;
  return weigh(j);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, S_new);
  S local = {0};
  for (int n = 1; n < 12; n++) {
    J *a = calloc((size_t)n, sizeof *a);
    for (int i = 0; i < n; i++) {
      a[i].tag = (JK)((i + n) % 3);
      if (a[i].tag == J_NUM) a[i].u.num = i;
      else if (a[i].tag == J_STR) a[i].u.str = strdup(i % 2 ? "odd" : "even!");
    }
    CHECK(cormi_invoke(s, S_count, a, n) == S_count(&local, a, n));
    for (int i = 0; i < n; i++)
      if (a[i].tag == J_STR) free(a[i].u.str);
    free(a);
  }
  J *null = malloc(sizeof *null);
  null->tag = J_NULL;
  null->u.num = 4.5; /* bytes of another member: sent as they are, never followed */
  CHECK(cormi_invoke(s, S_one, null) == 1000);
  J *text = malloc(sizeof *text);
  text->tag = J_STR;
  text->u.str = strdup("abc");
  CHECK(cormi_invoke(s, S_one, text) == 30);
  free(text->u.str);
  free(text);
  free(null);
  cormi_finalize();
  if (failures == 0) printf("tagged_union_null_arm: ok\n");
  return failures != 0;
}
