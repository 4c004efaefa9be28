// A TAILQ element whose `tqe_prev` points at the field the walk went on from to reach
// it (the previous element's `tqe_next`) sends no announcement: its NEW tag becomes
// NEW_LINKED (0xFFFFFFFD, i32 -3), decided by one compare with the step's link (the
// address of that field; null after a pop). Any other `tqe_prev` gets the plain NEW tag
// and its announcement. The receiver accepts NEW_LINKED only where its step carries a
// link (else the message is malformed) and points `tqe_prev` at its own copy of that
// field.

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=all>' -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/queue.h>

typedef struct Item { int64_t v; TAILQ_ENTRY(Item) link; } Item;
TAILQ_HEAD(Q, Item);
typedef struct Sum { int64_t n; } Sum;

int64_t Sum_q(Sum *self, struct Q *q) {
  Item *it;
  TAILQ_FOREACH_REVERSE(it, q, Q, link) self->n += it->v;
  return self->n;
}

int64_t send(cormi_ref s, int n) {
  struct Q *q = malloc(sizeof *q);
  TAILQ_INIT(q);
  for (int i = 0; i < n; i++) {
    Item *it = malloc(sizeof *it);
    it->v = i;
    TAILQ_INSERT_TAIL(q, it, link);
  }
  return cormi_invoke(s, Sum_q, q);
}

// The step's link: null after a pop, the element's `tqe_next` (byte 8) when its body
// goes on with it.
// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK: %step.link = phi ptr [ null, %plain ], {{.*}}[ %[[NEXT:.*]], %link.sent{{[0-9]+}} ]
// An element (24 bytes): its `tqe_prev` (byte 16) compared with the link picks the tag.
// CHECK: %[[PA:.*]] = getelementptr i8, ptr %step.p, i64 16
// CHECK-NEXT: %[[PV:.*]] = load ptr, ptr %[[PA]]
// CHECK-NEXT: %[[SOME:.*]] = icmp ne ptr %step.link, null
// CHECK-NEXT: %[[SAME:.*]] = icmp eq ptr %[[PV]], %step.link
// CHECK-NEXT: %[[YES:.*]] = and i1 %[[SOME]], %[[SAME]]
// CHECK-NEXT: %[[TAG:.*]] = select i1 %[[YES]], i32 -3, i32 -1
// CHECK-NEXT: %[[DST:.*]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 28)
// CHECK-NEXT: store i32 %[[TAG]], ptr %[[DST]]
// Linked: no announcement.
// CHECK: br i1 %[[YES]], label %[[SENT:link.sent[0-9]+]], label %[[SAY:link.say[0-9]+]]
// CHECK: [[SAY]]:
// CHECK: call void @cormi_out_varint(
// CHECK: [[SENT]]:
// CHECK-NEXT: %[[NEXT]] = getelementptr i8, ptr %step.p, i64 8

// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: %step.link = phi ptr [ null, %plain ],
// CHECK: %[[NEW:.*]] = icmp eq i32 %[[T:.*]], -1
// CHECK-NEXT: %[[LINKED:.*]] = icmp eq i32 %[[T]], -3
// CHECK-NEXT: %isnew = or i1 %[[NEW]], %[[LINKED]]
// CHECK-NEXT: br i1 %isnew, label %u.linked, label %u.notnew
// CHECK: u.linked:
// CHECK-NEXT: %nolink = icmp eq ptr %step.link, null
// CHECK-NEXT: %badlink = and i1 %[[LINKED]], %nolink
// CHECK-NEXT: br i1 %badlink, label %u.bad,
// The head's `tqh_last` (byte 8) may take the link too (never sent: nothing goes on to
// a head), then the element's `tqe_prev`: the link, or its announcement read.
// CHECK: br i1 %[[LINKED]], label %[[HSET:link.set[0-9]*]], label %link.read
// CHECK: [[HSET]]:
// CHECK: %[[RPREV:[a-z0-9.]+]] = getelementptr i8, ptr %{{.*}}, i64 16
// CHECK-NEXT: store ptr null, ptr %[[RPREV]]
// CHECK-NEXT: br i1 %[[LINKED]], label %[[SET:link.set[0-9]*]], label %[[READ:link.read[0-9]*]]
// CHECK: [[SET]]:
// CHECK-NEXT: store ptr %step.link, ptr %[[RPREV]]
// CHECK: [[READ]]:
// CHECK-NEXT: call i64 @cormi_in_varint(
