// A pointer stored into a union member in another block than the tag (after a branch,
// in a loop's body) is tied to the constant tag every path to it leaves there; a call of
// a program function in between may change the tag, so a store after it has no tag.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-union-ties>' -disable-output %t.ll | FileCheck %s --implicit-check-not=union-tie

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef enum { V_NUM, V_TEXT, V_LIST } Kind;
typedef struct Item { long w; struct Item *next; } Item;
typedef struct Value { Kind tag; int n; union { long num; char *text; Item *items; } u; } Value;
CORMI_UNION(Value, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.items));

void touch(Value *v);

Value *text(int k) {
  Value *v = malloc(sizeof *v);
  v->tag = V_TEXT;
  if (k > 1)
    v->u.text = strdup("many");
  else
    v->u.text = strdup("one");
  return v;
}

Value *list(int k) {
  Value *v = malloc(sizeof *v);
  Item *head = 0;
  v->tag = V_LIST;
  for (int j = 0; j < k; j++) {
    Item *it = malloc(sizeof *it);
    it->next = head;
    head = it;
    v->u.items = head;
  }
  return v;
}

Value *rows(int n) {
  Value *v = calloc(n, sizeof *v);
  for (int i = 0; i < n; i++) {
    Item *head = 0;
    v[i].tag = V_LIST;
    for (int j = 0; j < i; j++) {
      Item *it = malloc(sizeof *it);
      it->next = head;
      head = it;
      v[i].u.items = head;
    }
  }
  return v;
}

Value *unknown(int k) {
  Value *v = malloc(sizeof *v);
  v->tag = V_TEXT;
  touch(v);
  if (k)
    v->u.text = strdup("changed?");
  return v;
}

// CHECK-LABEL: union-tie at @text:{{[0-9]+}} into [{{.*}}malloc @text:20 +8] of [{{.*}}strdup @text:23 +0] beside -8/4=1
// CHECK-NEXT:  union-tie at @text:{{[0-9]+}} into [{{.*}}malloc @text:20 +8] of [{{.*}}strdup @text:25 +0] beside -8/4=1
// CHECK-LABEL: union-tie at @list:{{[0-9]+}} into [{{.*}}malloc @list:30 +8] of [{{.*}}malloc @list:34 +0] beside -8/4=2
// CHECK-LABEL: union-tie at @rows:{{[0-9]+}} into [{{.*}}calloc @rows:43 +8{{.*}}] of [{{.*}}malloc @rows:48 +0] beside -8/4=2
