/* End-to-end: pointers into the first page used as sentinels. A list ends in
 * END = (Node *)1 instead of NULL, and a node's label may be NO_LABEL = (char *)8
 * ("not set"): no object lives there, so the pointer travels as its bits and the server
 * sees the same sentinel. A field that only ever holds a sentinel or NULL (`mark`: no
 * object can be there by the analysis) keeps it too (it arrived as NULL). Before, the sender stopped: "cannot
 * send the object at 0x1: its size is unknown at run time". Exit 0 when every call
 * returned what the local call does. */
#define E2E_NAME "small_address_sentinels"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Node {
  int64_t value;
  char *label;
  void *mark; /* MARKED or NULL */
  struct Node *next;
} Node;
typedef struct Counter { int64_t calls; } Counter;

#define END ((Node *)1)
#define NO_LABEL ((char *)8)
#define MARKED ((void *)16)

Counter *Counter_new(void) { return calloc(1, sizeof(Counter)); }

/* Sum of the values, plus 1000 per labelled node, plus 100 per "not set" label; -1 if
 * the list does not end at END, -2 for a mark that is neither MARKED nor NULL. */
int64_t Counter_sum(Counter *c, const Node *n) {
  c->calls++;
  int64_t s = 0;
  for (; n != END; n = n->next) {
    if (!n) return -1;
    s += n->value;
    if (n->mark == MARKED) s += 10;
    else if (n->mark) return -2;
    if (n->label == NO_LABEL) s += 100;
    else if (n->label) s += 1000 + (int64_t)strlen(n->label);
  }
  return s;
}

/* The list back, each value doubled (the sentinels must come back too). */
Node *Counter_twice(Counter *c, Node *n) {
  c->calls++;
  for (Node *p = n; p != END && p; p = p->next) p->value *= 2;
  return n;
}

static Node *build(int k) {
  Node *h = END;
  for (int i = 0; i < k; i++) {
    Node *n = malloc(sizeof *n);
    n->value = i;
    n->label = i % 3 == 0 ? NO_LABEL : i % 3 == 1 ? NULL : strdup("label");
    n->mark = i % 2 ? MARKED : NULL;
    n->next = h;
    h = n;
  }
  return h;
}

static void release(Node *n) {
  while (n != END) {
    Node *next = n->next;
    if (n->label != NO_LABEL) free(n->label);
    free(n);
    n = next;
  }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref c = cormi_create(1, Counter_new);
  const int sizes[] = {0, 1, 2, 3, 10, 200};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    Node *l = build(sizes[i]);
    CHECK(cormi_invoke(c, Counter_sum, l) == Counter_sum(&(Counter){0}, l));
    Node *back = cormi_invoke(c, Counter_twice, l);
    Node *want = Counter_twice(&(Counter){0}, build(sizes[i]));
    Node *p = back, *q = want;
    for (; p != END && q != END && p && q; p = p->next, q = q->next) {
      CHECK(p->value == q->value);
      CHECK(p->mark == q->mark);
      if (q->label == NO_LABEL || !q->label) CHECK(p->label == q->label);
      else CHECK(p->label && p->label != NO_LABEL && strcmp(p->label, q->label) == 0);
    }
    CHECK(p == END && q == END);
    release(back);
    release(want);
    release(l);
  }
  cormi_finalize();
  if (failures == 0) printf("small_address_sentinels: ok\n");
  return failures != 0;
}
