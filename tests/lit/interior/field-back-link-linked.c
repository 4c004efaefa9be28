// A TAILQ element whose `tqe_prev` points at the field the walk went on from to reach
// it (the previous element's `tqe_next`) sends no announcement: its NEW tag becomes
// NEW_LINKED (0xFFFFFFFD, i32 -3), decided by one compare with the link of the typed
// step the body went on to (the address of that field, never null; no switch on the
// class there). Any other `tqe_prev` gets the plain NEW tag and its announcement. A
// popped entry's step sends and accepts no NEW_LINKED (the receiver's typed step does,
// and points `tqe_prev` at its own copy of that field).

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

// The pop's step never sends NEW_LINKED; bodies go on to the element's typed step,
// which carries the link (the field they went on from) and has no switch on the class.
// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK-NOT: i32 -3
// CHECK: m.step{{[0-9]+}}.linked:
// CHECK-NEXT: %typed.p = phi ptr
// CHECK-NEXT: %typed.link = phi ptr
// CHECK-NOT: switch
// CHECK: call i32 @cormi_handles_find_or_add(ptr %{{.*}}, ptr %typed.p)
// CHECK-NOT: switch
// An element (24 bytes): its `tqe_prev` (byte 16) compared with the link picks the tag.
// CHECK: %[[PA:.*]] = getelementptr i8, ptr %typed.p, i64 16
// CHECK-NEXT: %[[PV:.*]] = load ptr, ptr %[[PA]]
// CHECK-NEXT: %link.linked = icmp eq ptr %[[PV]], %typed.link
// CHECK-NEXT: %[[TAG:.*]] = select i1 %link.linked, i32 -3, i32 -1
// CHECK-NEXT: %[[DST:.*]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 28)
// CHECK-NEXT: store i32 %[[TAG]], ptr %[[DST]]
// Linked: no announcement.
// CHECK: br i1 %link.linked, label %[[SENT:link.sent[0-9]*]], label %[[SAY:link.say[0-9]*]]
// CHECK: [[SAY]]:
// CHECK: call void @cormi_out_varint(

// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK-NOT: i32 -3
// CHECK: u.step{{[0-9]+}}.linked:
// CHECK-NEXT: %typed.p = phi ptr
// CHECK-NEXT: %typed.link = phi ptr
// CHECK: u.typed.tag:
// CHECK-NEXT: %[[NEW:.*]] = icmp eq i32 %[[T:.*]], -1
// CHECK-NEXT: %[[LINKED:.*]] = icmp eq i32 %[[T]], -3
// CHECK-NEXT: %isnew = or i1 %[[NEW]], %[[LINKED]]
// CHECK-NEXT: br i1 %isnew, label %u.typed.new, label %u.typed.notnew
// The element's `tqe_prev`: the link, or NULL and its announcement read.
// CHECK: br i1 %{{.*}}, label %link.set, label %link.read
// CHECK: link.set:
// CHECK-NEXT: store ptr %typed.link, ptr %[[RPREV:.*]], align 1
// CHECK: link.read:
// CHECK-NEXT: store ptr null, ptr %[[RPREV]]
// CHECK-NEXT: call i64 @cormi_in_varint(
