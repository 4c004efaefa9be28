/* End-to-end: structs with a flexible array member, allocated as
 * malloc(sizeof(S) + n * sizeof(E)) (and through cormi_alloc_object with the same size),
 * with pointer fields before the array: a message with a payload and a link to the
 * next message, a polyline header with its points. The struct's size is known only at
 * run time; it travels whole, its pointer fields as deep copies. Before, "the size of
 * the object ... is unknown". Exit 0 when every value matched. */
#define E2E_NAME "fam_structs"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Msg { struct Msg *next; int64_t len; char data[]; } Msg;
typedef struct Tag { char label[8]; } Tag;
typedef struct Line { Tag *tag; int64_t n; double pts[]; } Line;
typedef struct Inbox { int64_t seen; } Inbox;

Inbox *Inbox_new(void) { return calloc(1, sizeof(Inbox)); }

/* Total payload bytes of a chain of messages, plus the checksum of their bytes. */
int64_t Inbox_total(Inbox *b, const Msg *m) {
  int64_t t = 0;
  for (; m; m = m->next) {
    b->seen++;
    t += m->len;
    for (int64_t i = 0; i < m->len; i++) t += m->data[i];
  }
  return t;
}

double Inbox_length(Inbox *b, const Line *l) {
  b->seen++;
  double s = l->tag->label[0];
  for (int64_t i = 0; i < l->n; i++) s += l->pts[i];
  return s;
}

/* A fresh message of `len` bytes 'x' (the caller frees it). */
Msg *Inbox_make(Inbox *b, int64_t len) {
  b->seen++;
  Msg *m = malloc(sizeof(Msg) + (size_t)len);
  m->next = NULL;
  m->len = len;
  memset(m->data, 'x', (size_t)len);
  return m;
}

static Msg *message(const char *text, Msg *next) {
  size_t n = strlen(text);
  Msg *m = malloc(sizeof(Msg) + n);
  m->next = next;
  m->len = (int64_t)n;
  memcpy(m->data, text, n);
  return m;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Inbox_new);
  Msg *chain = message("hello", message("a longer second message", message("", NULL)));
  int64_t want = 0;
  for (Msg *m = chain; m; m = m->next) {
    want += m->len;
    for (int64_t i = 0; i < m->len; i++) want += m->data[i];
  }
  CHECK(cormi_invoke(r, Inbox_total, chain) == want);
  while (chain) {
    Msg *next = chain->next;
    free(chain);
    chain = next;
  }

  int64_t n = argc + 9; /* 10 points, a count the compiler cannot see */
  Line *l = cormi_alloc_object(sizeof(Line) + (size_t)n * sizeof(double));
  l->tag = malloc(sizeof(Tag));
  strcpy(l->tag->label, "A");
  l->n = n;
  for (int64_t i = 0; i < n; i++) l->pts[i] = (double)i;
  CHECK(cormi_invoke(r, Inbox_length, l) == 'A' + 45.0);
  free(l->tag);
  free(l);

  Msg *made = cormi_invoke(r, Inbox_make, (int64_t)100);
  CHECK(made->len == 100 && made->next == NULL && made->data[0] == 'x' && made->data[99] == 'x');
  free(made);
  printf("fam_structs: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
