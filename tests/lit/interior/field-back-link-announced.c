// A back link into one of the last two structs the sending walk wrote (a TAILQ
// element's `tqe_prev` into the element before it, the first one's into the head)
// travels right after its record: the walk remembers each struct's start, handle (the
// table's count right after it was added) and size, and writes the back-reference and
// the offset at once, with no handle-table probe, no extent query and no work-list
// entry. Any other pointer is announced as TAG_LATER (-3) and queued. The receiver reads
// the announcement right after the record's bytes: TAG_LATER queues the field, anything
// else must be a back-reference of the target's shape (checked as any other).

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

// An element (24 bytes) becomes the latest object: its handle is the table's count.
// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK: call void @cormi_out_append(ptr %{{.*}}, ptr %[[E:[0-9]+]], i64 24)
// CHECK: %[[COUNT:.*]] = load i32, ptr %{{.*}}
// CHECK-NEXT: %[[H:.*]] = zext i32 %[[COUNT]] to i64
// CHECK-NEXT: %[[EA:.*]] = ptrtoint ptr %[[E]] to i64
// CHECK-NEXT: store i64 %[[EA]], ptr %recent.start
// CHECK-NEXT: store i64 %[[H]], ptr %recent.handle
// CHECK-NEXT: store i64 24, ptr %recent.size
// Its `tqe_prev`, tried against the object before it and itself:
// CHECK-NEXT: %[[PREV:.*]] = getelementptr i8, ptr %[[E]], i64 16
// CHECK-NEXT: %[[PV:.*]] = load ptr, ptr %[[PREV]]
// CHECK-NEXT: %[[LINK:.*]] = ptrtoint ptr %[[PV]] to i64
// CHECK-NEXT: load i64, ptr %recent.start.prev
// CHECK-NEXT: load i64, ptr %recent.size.prev
// CHECK: load i64, ptr %recent.start
// CHECK-NEXT: load i64, ptr %recent.size
// CHECK: br i1 %{{.*}}, label %[[NOW:link.now[0-9]*]], label %[[LATER:link.later[0-9]*]]
// CHECK: [[NOW]]:
// CHECK-NEXT: %[[HT:.*]] = trunc i64 %{{.*}} to i32
// CHECK-NEXT: call void @cormi_out_u32(ptr %{{.*}}, i32 %[[HT]])
// CHECK-NEXT: call void @cormi_out_varint(ptr %{{.*}}, i64 %{{.*}})
// CHECK-NEXT: br label %[[DONE:link.done[0-9]*]]
// CHECK: [[LATER]]:
// CHECK-NEXT: call void @cormi_out_u32(ptr %{{.*}}, i32 -3)
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %[[PV]], i64 {{[0-9]+}})
// CHECK-NEXT: br label %[[DONE]]

// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: %[[R:[0-9]+]] = call ptr @cormi_log_object(ptr %{{.*}}, i64 24,
// CHECK: %[[RPREV:.*]] = getelementptr i8, ptr %[[R]], i64 16
// CHECK-NEXT: store ptr null, ptr %[[RPREV]]
// CHECK-NEXT: call ptr @cormi_in_read(ptr %{{.*}}, i64 4)
// CHECK: %[[LAT:.*]] = icmp eq i32 %[[TAG:.*]], -3
// CHECK-NEXT: br i1 %[[LAT]], label %[[RLATER:link.later[0-9]*]], label %[[RNOW:link.now[0-9]*]]
// CHECK: [[RLATER]]:
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %[[RPREV]], i64 {{[0-9]+}})
// CHECK: [[RNOW]]:
// CHECK-NEXT: call ptr @cormi_handles_at(ptr %{{.*}}, i32 %[[TAG]])
// CHECK-NEXT: call ptr @cormi_handles_at(ptr %{{.*}}, i32 %[[TAG]])
// CHECK: call i64 @cormi_in_varint
// CHECK: %past{{[0-9]*}} = icmp ugt i64
