// A back link announced as one of the last two objects read must name an object of a
// class its target accepts. Here the walk also reads each element's label (a struct of
// another class, written between two elements), so a message could name a label where
// an element's `tqe_prev` belongs: the receiver remembers each object's class and
// checks it against the target's (head, element, or the node of both), malformed
// otherwise. (Where every object the walk reads is of an accepted class, as for a plain
// TAILQ, no check is emitted: field-back-link-announced.c.)

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>' -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/queue.h>

typedef struct Label { int64_t id; char name[40]; } Label;
typedef struct Item { int64_t v; Label *label; TAILQ_ENTRY(Item) link; } Item;
TAILQ_HEAD(Q, Item);
typedef struct Sum { int64_t n; } Sum;

int64_t Sum_q(Sum *self, struct Q *q) {
  Item *it;
  TAILQ_FOREACH_REVERSE(it, q, Q, link) self->n += it->v + it->label->id;
  return self->n;
}

int64_t send(cormi_ref s, int n) {
  struct Q *q = malloc(sizeof *q);
  TAILQ_INIT(q);
  for (int i = 0; i < n; i++) {
    Item *it = malloc(sizeof *it);
    it->v = i;
    it->label = malloc(sizeof *it->label);
    it->label->id = i;
    TAILQ_INSERT_TAIL(q, it, link);
  }
  return cormi_invoke(s, Sum_q, q);
}

// The head's `tqh_last`: past the offset check, the class of the object named (the
// latest or the one before) must be the target's (the node of both) or a variant's
// (head, element); a label's is none of them.
// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: %[[OLD:link.older[0-9]*]] = trunc i64 %{{.*}} to i1
// CHECK: %link.past{{[0-9]*}} = icmp uge i64
// CHECK: %[[C0:.*]] = load i64, ptr %recent.class,
// CHECK-NEXT: %[[C1:.*]] = load i64, ptr %recent.class.prev,
// CHECK-NEXT: %[[C:.*]] = select i1 %[[OLD]], i64 %[[C1]], i64 %[[C0]]
// CHECK-NEXT: %[[E0:.*]] = icmp eq i64 %[[C]], [[POLY:[0-9]+]]
// CHECK: %[[E1:.*]] = icmp eq i64 %[[C]], [[HEAD:[0-9]+]]
// CHECK: %[[E2:.*]] = icmp eq i64 %[[C]], [[ITEM:[0-9]+]]
// CHECK-NEXT: %[[OK:.*]] = or i1 %{{.*}}, %[[E2]]
// CHECK-NEXT: %[[WRONG:.*]] = xor i1 %[[OK]], true
// CHECK-NEXT: br i1 %[[WRONG]], label %u.bad,

// A label (48 bytes) is remembered with its class, as the head and the elements are.
// CHECK: call ptr @cormi_log_object(ptr %{{.*}}, i64 48, i32 [[LABEL:[0-9]+]],
// CHECK: store i64 48, ptr %recent.size,
// CHECK: store i64 [[LABEL]], ptr %recent.class,
// CHECK-LABEL: define internal void @__cormi_register
