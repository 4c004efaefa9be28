/* End-to-end: a send the marshaler must refuse, in the RETURN error mode. A list of
 * tagged values (CORMI_UNION) holds one whose tag names no member (set from argc, so
 * no compile-time check sees it): the call fails with CORMI_E_UNSENDABLE, its message
 * names the object, nothing reaches the server (its call count stays), and the next
 * call through the same site, with the tag mended, works. A method whose result holds
 * such a value gets the caller an error reply; the server keeps serving. A one-way call
 * with such an argument is not sent either.
 * Exit status 0 when every value matched, 1 otherwise (prints the mismatches). */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Value {
  int tag;
  union {
    long num;
    char *text;
  } u;
  struct Value *next;
} Value;
CORMI_UNION(Value, tag, (1, u.num), (2, u.text));

typedef struct Srv { long calls; } Srv;
Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

/* The sum of the numbers and text lengths of the list. */
long Srv_sum(Srv *self, Value *v) {
  self->calls++;
  long t = 0;
  for (; v; v = v->next) t += v->tag == 1 ? v->u.num : (long)strlen(v->u.text);
  return t;
}

long Srv_calls(Srv *self) { return self->calls; }

/* A one-way method (void): counts the values of the list. */
void Srv_count(Srv *self, Value *v) {
  for (; v; v = v->next) self->calls++;
}

static Value *value(int tag, long num, const char *text, Value *next) {
  Value *v = malloc(sizeof *v);
  v->tag = tag;
  if (tag == 2)
    v->u.text = strdup(text);
  else
    v->u.num = num;
  v->next = next;
  return v;
}

/* A list of two values; the second's tag is `tag`. */
Value *Srv_make(Srv *self, int tag) {
  self->calls++;
  return value(1, 5, NULL, value(tag, 6, NULL, NULL));
}

static void free_list(Value *v) {
  while (v) {
    Value *next = v->next;
    if (v->tag == 2) free(v->u.text);
    free(v);
    v = next;
  }
}

#define E2E_NAME "refused_send"
#include "check.h"

int main(int argc, char **argv) {
  cormi_set_error_mode(CORMI_ERRORS_RETURN); /* before cormi_init: the server's too */
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Srv_new);
  int bad = 6 + argc; /* names no member */
  Value *list = value(1, 40, NULL, value(2, 0, "text", value(1, 2, NULL, NULL)));
  CHECK(cormi_invoke(s, Srv_sum, list) == 46);

  Value *third = list->next->next;
  third->tag = bad;
  CHECK(cormi_invoke(s, Srv_sum, list) == 0);
  CHECK(cormi_last_error() == CORMI_E_UNSENDABLE);
  const char *why = cormi_last_error_message();
  CHECK(strstr(why, "cannot send the object at 0x") != NULL);
  CHECK(strstr(why, "names no member") != NULL);
  cormi_clear_error();
  CHECK(cormi_invoke(s, Srv_calls) == 1); /* the refused call never reached the server */
  third->tag = 1;
  CHECK(cormi_invoke(s, Srv_sum, list) == 46);
  CHECK(cormi_last_error() == 0);

  /* Twice in a row, then a good call: nothing of a refused call stays behind. */
  list->tag = bad;
  CHECK(cormi_invoke(s, Srv_sum, list) == 0 && cormi_last_error() == CORMI_E_UNSENDABLE);
  CHECK(cormi_invoke(s, Srv_sum, list) == 0 && cormi_last_error() == CORMI_E_UNSENDABLE);
  cormi_clear_error();
  list->tag = 1;
  CHECK(cormi_invoke(s, Srv_sum, list) == 46);

  /* A result the server cannot send: an error reply, and the server goes on. */
  Value *good = cormi_invoke(s, Srv_make, 1);
  CHECK(good && good->u.num == 5 && good->next && good->next->u.num == 6);
  free_list(good);
  Value *refused = cormi_invoke(s, Srv_make, bad);
  CHECK(refused == NULL);
  CHECK(cormi_last_error() == CORMI_E_UNSENDABLE);
  CHECK(strstr(cormi_last_error_message(), "names no member") != NULL);
  cormi_clear_error();
  good = cormi_invoke(s, Srv_make, 1);
  CHECK(good && good->next && good->next->u.num == 6);
  free_list(good);
  CHECK(cormi_invoke(s, Srv_calls) == 6);

  /* A one-way call whose argument cannot be sent: not sent either. */
  list->tag = bad;
  cormi_invoke(s, Srv_count, list);
  CHECK(cormi_last_error() == CORMI_E_UNSENDABLE);
  cormi_clear_error();
  list->tag = 1;
  cormi_invoke(s, Srv_count, list); /* three values */
  CHECK(cormi_last_error() == 0);
  CHECK(cormi_invoke(s, Srv_calls) == 9);

  free_list(list);
  cormi_finalize();
  if (failures) return 1;
  printf("refused_send: refused sends failed alone, the calls around them worked (%d nodes)\n", cormi_nodes());
  return 0;
}
