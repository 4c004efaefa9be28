// The stored offset differs by path (a second store of 0 under a test): the field
// holds no one constant, its loads stay unknown integers, and the moved pointers may
// lie anywhere in the node (`+*` and every byte), as without the rule.
// RUN: %clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %t.ll | FileCheck %s

#include <stdlib.h>

struct hook { struct hook *next; };
struct table { struct hook *tail; long off; };
struct node { long key; struct hook hook; struct node *prev; struct table *tbl; };

void add(struct node **head, struct node *n) {
  if (!*head) {
    n->tbl = malloc(sizeof(struct table));
    if (!n->tbl) exit(1);
    n->tbl->tail = &n->hook;
    n->tbl->off = (char *)&n->hook - (char *)n;
    if (n->key) n->tbl->off = 0;
    n->prev = NULL;
    *head = n;
    return;
  }
  struct table *t = (*head)->tbl;
  n->tbl = t;
  n->prev = (struct node *)((char *)t->tail - t->off);
  t->tail = &n->hook;
}

void drop_last(struct node *head) {
  struct table *t = head->tbl;
  struct node *last = (struct node *)((char *)t->tail - t->off);
  if (last->prev) t->tail = (struct hook *)((char *)last->prev + t->off);
}

int main(int argc, char **argv) {
  struct node *head = NULL;
  for (int i = 0; i < argc; i++) add(&head, calloc(1, sizeof(struct node)));
  drop_last(head);
  return 0;
}

// CHECK:      obj#[[NODE:[0-9]+]] ({{[0-9]+}},{{[0-9]+}}) calloc @main:{{[0-9]+}} size=32{{$}}
// CHECK-NEXT:   +16 -> {{{.*}}obj#[[NODE]]+0, obj#[[NODE]]+1,
