// A back link into one of the last two structs the sending walk wrote (a TAILQ
// element's `tqe_prev` into the element before it, the first one's into the head)
// travels right after its record as one LEB128 code: the walk remembers each struct's
// start and size, and writes 1 + (offset << 1 | which), which = 0 for the latest
// object, 1 for the one before: no handle, no handle-table probe, no extent query and
// no work-list entry. Any other pointer is announced as 0 and queued. The receiver reads
// the code right after the record's bytes: 0 queues the field; any other names one of
// the last two objects it read, whose size bounds the offset (none yet: size 0, so the
// code is malformed).

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

// An element (24 bytes) becomes the latest object.
// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK: call void @cormi_out_append(ptr %{{.*}}, ptr %[[E:step.p]], i64 24)
// CHECK-NEXT: %[[EA:.*]] = ptrtoint ptr %[[E]] to i64
// CHECK-NEXT: %[[S0:.*]] = load i64, ptr %recent.start,
// CHECK-NEXT: store i64 %[[S0]], ptr %recent.start.prev
// CHECK-NEXT: store i64 %[[EA]], ptr %recent.start,
// CHECK: store i64 24, ptr %recent.size,
// Its `tqe_prev`, tried against the object before it (code 2 + 2 * offset), then itself
// (1 + 2 * offset), else 0:
// CHECK-NEXT: %[[PREV:.*]] = getelementptr i8, ptr %[[E]], i64 16
// CHECK-NEXT: %[[PV:.*]] = load ptr, ptr %[[PREV]]
// CHECK-NEXT: %[[LINK:.*]] = ptrtoint ptr %[[PV]] to i64
// CHECK-NEXT: %[[SP:.*]] = load i64, ptr %recent.start.prev
// CHECK-NEXT: %[[ZP:.*]] = load i64, ptr %recent.size.prev
// CHECK-NEXT: %[[OP:.*]] = sub i64 %[[LINK]], %[[SP]]
// CHECK-NEXT: %[[IP:.*]] = icmp ult i64 %[[OP]], %[[ZP]]
// CHECK-NEXT: %[[TP:.*]] = shl i64 %[[OP]], 1
// CHECK-NEXT: %[[CP:.*]] = add i64 %[[TP]], 2
// CHECK-NEXT: %[[AP:.*]] = select i1 %[[IP]], i64 %[[CP]], i64 0
// CHECK: %[[OL:.*]] = sub i64 %[[LINK]], %{{.*}}
// CHECK: %[[TL:.*]] = shl i64 %[[OL]], 1
// CHECK-NEXT: %[[CL:.*]] = add i64 %[[TL]], 1
// CHECK-NEXT: %[[CODE:.*]] = select i1 %{{.*}}, i64 %[[CL]], i64 %[[AP]]
// CHECK-NEXT: call void @cormi_out_varint(ptr %{{.*}}, i64 %[[CODE]])
// CHECK-NEXT: %[[MISS:.*]] = icmp eq i64 %[[CODE]], 0
// CHECK-NEXT: br i1 %[[MISS]], label %[[LATER:link.later[0-9]*]], label %[[DONE:link.done[0-9]*]]
// CHECK: [[LATER]]:
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %[[PV]], i64 {{[0-9]+}})
// CHECK-NEXT: br label %[[DONE]]

// The receiver remembers the element (start, size, class), then reads the code.
// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: %[[R:[0-9]+]] = call ptr @cormi_log_object(ptr %{{.*}}, i64 24,
// CHECK: %[[RA:.*]] = ptrtoint ptr %[[R]] to i64
// CHECK: store i64 %[[RA]], ptr %recent.start,
// CHECK: store i64 24, ptr %recent.size,
// CHECK: %[[RPREV:.*]] = getelementptr i8, ptr %[[R]], i64 16
// CHECK-NEXT: store ptr null, ptr %[[RPREV]]
// CHECK-NEXT: %[[RC:.*]] = call i64 @cormi_in_varint(
// CHECK: %[[RLAT:.*]] = icmp eq i64 %[[RC]], 0
// CHECK-NEXT: br i1 %[[RLAT]], label %[[RLATER:link.later[0-9]*]], label %[[RNOW:link.now[0-9]*]]
// CHECK: [[RLATER]]:
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %[[RPREV]], i64 {{[0-9]+}})
// CHECK: [[RNOW]]:
// CHECK-NEXT: %[[K:.*]] = sub i64 %[[RC]], 1
// CHECK-NEXT: %[[OLD:.*]] = trunc i64 %[[K]] to i1
// CHECK: %[[START:.*]] = select i1 %[[OLD]], i64 %{{.*}}, i64 %{{.*}}
// CHECK: %[[SIZE:.*]] = select i1 %[[OLD]], i64 %{{.*}}, i64 %{{.*}}
// CHECK-NEXT: %[[OFF:.*]] = lshr i64 %[[K]], 1
// CHECK-NEXT: %[[PAST:.*]] = icmp uge i64 %[[OFF]], %[[SIZE]]
// CHECK-NEXT: br i1 %[[PAST]], label %u.bad,
// CHECK-NOT: cormi_handles_at
// CHECK: %[[OBJ:.*]] = inttoptr i64 %[[START]] to ptr
// CHECK-NEXT: %[[AT:.*]] = getelementptr i8, ptr %[[OBJ]], i64 %[[OFF]]
// CHECK-NEXT: store ptr %[[AT]], ptr %[[RPREV]]
