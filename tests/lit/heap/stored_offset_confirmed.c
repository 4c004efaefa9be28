// An intrusive list whose handles lead back to their nodes by an offset the table
// stores (uthash's tbl->hho): the field is written once, right after the table's
// allocation and before anything reads it, with `(char *)&n->hook - (char *)n`. Its
// loads read the constant 8, so `tail - off` is the node's start and `prev + off` its
// handle: prev holds node starts, the tail handles, and nothing reaches `+*`.
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

// CHECK-LABEL: obj#{{[0-9]+}} ({{[0-9]+}},{{[0-9]+}}) malloc @add:{{[0-9]+}} size=16{{$}}
// CHECK-NEXT:   +0 -> {obj#[[NODE:[0-9]+]]+8}
// CHECK:      obj#[[NODE]] ({{[0-9]+}},{{[0-9]+}}) calloc @main:{{[0-9]+}} size=32{{$}}
// CHECK-NEXT:   +16 -> {obj#[[NODE]]+0}
// CHECK-NEXT:   +24 -> {obj#{{[0-9]+}}+0}
