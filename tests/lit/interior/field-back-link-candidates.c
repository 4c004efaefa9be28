// A TAILQ's back links point at byte 0 of the head (the first element's `tqe_prev`) or
// at byte 16 of an element (the others' `tqe_prev`, the head's `tqh_last`): offsets the
// analysis knows, though which one holds only at run time. The sending walk tries each
// (largest first) as a back link into an object already written: the start `p - k` in
// the handle table and `p` inside that object's extent (objects do not overlap, so `p`
// is at offset `k` of it), and writes its handle and `k` at once; only when no
// candidate is found does it ask the runtime which object holds `p` (cormi_object_of).
// Both walks queue a record's interior fields before its other pointer fields, so that
// the work list (a stack) takes them last, once the elements the forward links reach
// are written. The receiver bounds a back link's offset by the size of the variant the
// object was recorded as (head 16 bytes, element 24), with no extent query. (A back link
// into one of the last two structs written goes out with its record instead:
// field-back-link-announced.c; the others, such as the head's `tqh_last`, come here.)

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -S %t.ll -o - | FileCheck %s

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

// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK: interior[[INT:[0-9]+]]:
// CHECK-NEXT: %candidate.null = icmp eq ptr %[[P:[0-9]+]], null
// CHECK: candidate:
// CHECK-NEXT: %[[S16:.*]] = getelementptr i8, ptr %[[P]], i64 -8
// CHECK-NEXT: %[[H16:.*]] = call i32 @cormi_handles_find(ptr %{{.*}}, ptr %[[S16]])
// CHECK: candidate.none:
// CHECK: call ptr @cormi_object_of(ptr %[[P]]
// CHECK: candidate.next:
// CHECK-NEXT: %[[S0:.*]] = getelementptr i8, ptr %[[P]], i64 0
// CHECK-NEXT: %[[H0:.*]] = call i32 @cormi_handles_find(ptr %{{.*}}, ptr %[[S0]])
// CHECK: candidate.seen:
// CHECK-NEXT: %[[E16:.*]] = call i64 @cormi_extent(ptr %[[S16]])
// CHECK-NEXT: %candidate.known = icmp ne i64 %[[E16]], -1
// CHECK-NEXT: %candidate.inside = icmp ugt i64 %[[E16]], 8
// CHECK: candidate.hit:
// CHECK-NEXT: call void @cormi_out_u32(ptr %{{.*}}, i32 %[[H16]])
// CHECK-NEXT: call void @cormi_out_varint(ptr %{{.*}}, i64 8)
// CHECK-NEXT: br label %m.loop
// CHECK: candidate.seen{{[0-9]+}}:
// CHECK-NEXT: %[[E0:.*]] = call i64 @cormi_extent(ptr %[[S0]])
// CHECK: icmp ugt i64 %[[E0]], 0
// CHECK: candidate.hit{{[0-9]+}}:
// CHECK-NEXT: call void @cormi_out_u32(ptr %{{.*}}, i32 %[[H0]])
// CHECK-NEXT: call void @cormi_out_varint(ptr %{{.*}}, i64 0)
// An element (24 bytes): remembered as the latest object written, then `tqe_prev` (byte
// 16) announced (its code at once; 0 and queued when it lies in neither of the last two
// objects written) before `tqe_next` (byte 8) is queued.
// CHECK: call void @cormi_out_append(ptr %{{.*}}, ptr %{{.*}}, i64 24)
// CHECK: store i64 24, ptr %recent.size
// CHECK-NEXT: %[[PREV:.*]] = getelementptr i8, ptr %{{.*}}, i64 16
// CHECK-NEXT: %[[PV:.*]] = load ptr, ptr %[[PREV]]
// CHECK: call void @cormi_out_varint(ptr %{{.*}}, i64 %[[CODE:.*]])
// CHECK-NEXT: %[[MISS:.*]] = icmp eq i64 %[[CODE]], 0
// CHECK-NEXT: br i1 %[[MISS]], label %[[LATER:link.later[0-9]+]], label %link.done{{[0-9]+}}
// CHECK: [[LATER]]:
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %[[PV]], i64 [[INT]])
// CHECK: link.done{{[0-9]+}}:
// CHECK-NEXT: %[[NEXT:.*]] = getelementptr i8, ptr %{{.*}}, i64 8
// CHECK-NEXT: %[[NV:.*]] = load ptr, ptr %[[NEXT]]
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %[[NV]], i64 {{[0-9]+}})

// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: interior.old:
// CHECK-NEXT: %[[OBJ:.*]] = call ptr @cormi_handles_at(ptr %1,
// CHECK-NEXT: %[[SEEN:.*]] = call ptr @cormi_handles_at(ptr %2,
// CHECK: %[[OFF:.*]] = call i64 @cormi_in_varint
// CHECK: %[[IS16:.*]] = icmp eq ptr %[[SEEN]], inttoptr (i64 {{[0-9]+}} to ptr)
// CHECK-NEXT: %[[B16:.*]] = select i1 %[[IS16]], i64 16, i64 0
// CHECK-NEXT: %[[IS24:.*]] = icmp eq ptr %[[SEEN]], inttoptr (i64 {{[0-9]+}} to ptr)
// CHECK-NEXT: %[[B24:.*]] = select i1 %[[IS24]], i64 24, i64 %[[B16]]
// CHECK-NOT: cormi_extent
// CHECK: %past = icmp ugt i64 %[[OFF]], %[[B24]]
// The receiver reads the announcement and queues the slots in the same order.
// CHECK: %[[E:[0-9]+]] = call ptr @cormi_log_object(ptr %{{.*}}, i64 24,
// CHECK: store ptr %[[E]], ptr
// CHECK: store i64 24, ptr %recent.size,
// CHECK: %[[RPREV:.*]] = getelementptr i8, ptr %[[E]], i64 16
// CHECK-NEXT: store ptr null, ptr %[[RPREV]]
// CHECK-NEXT: %[[RC:.*]] = call i64 @cormi_in_varint(
// CHECK: icmp eq i64 %[[RC]], 0
// CHECK: link.later{{[0-9]+}}:
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %[[RPREV]], i64 [[INT]])
// CHECK: link.done{{[0-9]+}}:
// CHECK-NEXT: %[[RNEXT:.*]] = getelementptr i8, ptr %[[E]], i64 8
// CHECK-NEXT: store ptr null, ptr %[[RNEXT]]
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %[[RNEXT]], i64 {{[0-9]+}})
