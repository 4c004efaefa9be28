/* Tagged unions whose members point to objects of different kinds: a string from strdup
 * (text) and a linked list of items (16 bytes, like the union's struct). The tag is
 * stored in another block than the pointer: before a branch that picks the string, before
 * a loop whose body stores the list's new head into the member. Single values, arrays of
 * values with a run-time count, with a constant count (`malloc(4 * sizeof *v)`, whose
 * records only the marker's struct shows) and on the stack, sent as arguments; records
 * filled at constant indices (a number in element 1 only) and numbers parsed by sscanf
 * straight into the member. The generated code switches on the tag: the text
 * arrives as bytes, the list as a list. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define E2E_NAME "tagged_union_lists"
#include "check.h"

typedef enum { V_NUM, V_TEXT, V_LIST } Kind;
typedef struct Item { long w; struct Item *next; } Item;
typedef struct Value { Kind tag; int n; union { long num; char *text; Item *items; } u; } Value;
CORMI_UNION(Value, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.items));

typedef struct Srv { long calls; } Srv;
Srv *Srv_new(void) { return cormi_new(Srv); }

static long eval(const Value *v) {
  long s = 0;
  switch (v->tag) {
    case V_NUM: s = v->u.num; break;
    case V_TEXT: for (const char *p = v->u.text; *p; p++) s = s * 31 + *p; break;
    case V_LIST: for (const Item *it = v->u.items; it; it = it->next) s = s * 7 + it->w; break;
  }
  return s;
}

long Srv_eval(Srv *self, Value *v) { self->calls++; return eval(v); }

long Srv_sum(Srv *self, Value *v) {
  long s = 0;
  int n = (int)cormi_array_length(v);
  for (int i = 0; i < n; i++) s += eval(&v[i]) * (i + 1);
  self->calls++;
  return s;
}

/* One value of kind k % 3 into *v: the tag first, the pointer in a later block. */
static void fill(Value *v, int k) {
  v->n = k;
  if (k % 3 == 0) {
    v->tag = V_NUM;
    v->u.num = 1000 + k;
  } else if (k % 3 == 1) {
    v->tag = V_TEXT;
    if (k % 2)
      v->u.text = strdup("an odd string of bytes, longer than an item");
    else
      v->u.text = strdup("even");
  } else {
    Item *head = 0;
    v->tag = V_LIST;
    v->u.items = 0;
    for (int j = 0; j < k % 5 + 1; j++) {
      Item *it = malloc(sizeof *it);
      it->w = j + k;
      it->next = head;
      head = it;
      v->u.items = head;
    }
  }
}

static void release(Value *v) {
  if (v->tag == V_TEXT) free(v->u.text);
  if (v->tag == V_LIST)
    for (Item *it = v->u.items, *next; it; it = next) { next = it->next; free(it); }
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  for (int k = 0; k < 9; k++) {
    Value *v = malloc(sizeof *v);
    fill(v, k);
    CHECK(cormi_invoke(s, Srv_eval, v) == eval(v));
    release(v);
    free(v);
  }
  for (int k = 0; k < 6; k++) {
    int n = 2 + k;
    Value *vs = malloc(n * sizeof *vs);
    long want = 0;
    for (int i = 0; i < n; i++) {
      fill(&vs[i], i + k);
      want += eval(&vs[i]) * (i + 1);
    }
    CHECK(cormi_invoke(s, Srv_sum, vs) == want);
    for (int i = 0; i < n; i++) release(&vs[i]);
    free(vs);
  }
  for (int k = 0; k < 3; k++) {
    Value *four = malloc(4 * sizeof *four);
    Value three[3];
    long want4 = 0, want3 = 0;
    for (int i = 0; i < 4; i++) {
      fill(&four[i], i + k);
      want4 += eval(&four[i]) * (i + 1);
    }
    for (int i = 0; i < 3; i++) {
      fill(&three[i], i + 2 * k);
      want3 += eval(&three[i]) * (i + 1);
    }
    CHECK(cormi_invoke(s, Srv_sum, four) == want4);
    CHECK(cormi_invoke(s, Srv_sum, three) == want3);
    for (int i = 0; i < 4; i++) release(&four[i]);
    for (int i = 0; i < 3; i++) release(&three[i]);
    free(four);
  }
  Value *pair = calloc(2, sizeof *pair);
  pair[0].tag = V_TEXT;
  pair[0].u.text = strdup("first");
  pair[1].tag = V_NUM;
  pair[1].u.num = 7;
  CHECK(cormi_invoke(s, Srv_sum, pair) == eval(&pair[0]) + 2 * eval(&pair[1]));
  Value parsed[2];
  parsed[0].tag = V_NUM;
  CHECK(sscanf("12345", "%ld", &parsed[0].u.num) == 1);
  parsed[1].tag = V_TEXT;
  parsed[1].u.text = strdup("parsed");
  CHECK(cormi_invoke(s, Srv_sum, parsed) == 12345 + 2 * eval(&parsed[1]));
  release(&pair[0]);
  release(&parsed[1]);
  free(pair);
  printf("tagged_union_lists: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures != 0;
}
