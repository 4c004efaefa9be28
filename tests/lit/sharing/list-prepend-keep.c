// A list built by prepending (the paper's figure 14): concretely a proper list, but its
// one allocation site points to itself (the paper cannot tell it from a cyclic list), and
// `n->next = head` stores a pointer that is not a fresh allocation. The table is kept.
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-sharing>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>

typedef struct List { struct List *next; int payload; } List;
typedef struct Foo { int count; } Foo;

Foo *Foo_new(void) { return cormi_new(Foo); }
int Foo_send(Foo *self, List *l) {
  for (; l; l = l->next) self->count++;
  return self->count;
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

// CHECK-LABEL: sharing main#1 -> Foo_send args keep: field +0 of the object allocated at {{.*}}list-prepend-keep.c:22 (cormi_alloc_object) may point to its own allocation site
// REMARK: remark: {{.*}}list-prepend-keep.c:27:10: handle table kept for the arguments of Foo_send: field +0 of the object allocated at {{.*}}list-prepend-keep.c:22 (cormi_alloc_object) may point to its own allocation site
