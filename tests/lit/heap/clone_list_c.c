// End to end from C through cormi.h (clang -O0 -g, no mem2reg): a linked list
// built in a loop is passed to a remote method (the paper's figure 14). The
// method's formal points to the clone of the list node, whose next field points
// to that same clone (the cloned graph keeps the list's recursive shape), and
// self is the object made by the constructor given to cormi_create.
// RUN: clang -O0 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-heap>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>

typedef struct List { struct List *next; int payload; } List;
typedef struct Foo { int count; } Foo;

Foo *Foo_new(void) { return cormi_new(Foo); }

int Foo_send(Foo *self, List *l) {
  int n = 0;
  for (; l; l = l->next) n++;
  self->count += n;
  return n;
}

int main(void) {
  List *head = 0;
  for (int i = 0; i < 100; i++) {
    List *n = cormi_new(List);
    n->next = head;
    head = n;
  }
  cormi_ref f = cormi_create(1, Foo_new);
  return cormi_invoke(f, Foo_send, head);
}

// CHECK: [[FOO:obj#[0-9]+]] ({{[0-9]+}},{{[0-9]+}}) cormi_alloc_object @Foo_new:13 size=4
// CHECK: [[L:obj#[0-9]+]] ([[P:[0-9]+]],[[P]]) cormi_alloc_object @main:25 size=16
// CHECK-NEXT: +0 -> {[[L]]+0}
// CHECK-NEXT: [[C:obj#[0-9]+]] ({{[0-9]+}},[[P]]) cormi_alloc_object @main:25 size=16 clone-of [[L]] @Foo_send arg
// CHECK-NEXT: +0 -> {[[C]]+0}
// CHECK-LABEL: fn @Foo_send
// CHECK-NEXT: %0 -> {[[FOO]]+0}
// CHECK-NEXT: %1 -> {[[C]]+0}
// CHECK-LABEL: remote @main#1 -> @Foo_send line 30 site 0x{{[0-9a-f]+}}
// CHECK-NEXT: arg1 actual {[[L]]+0} formal {[[C]]+0}
