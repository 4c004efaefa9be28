// A TAILQ's back links (`tqe_prev`, `tqh_last`) point into objects the walk has usually
// written already (the previous element, the head). With a handle table, the sending
// walk looks the object's start up (cormi_handles_find, which adds nothing) and, when it
// has a handle, writes the back-reference and the offset at once; the receiving walk
// reads the tag where the entry is popped and, for a back-reference, rebuilds the
// pointer there, else moves the cursor back over the tag and queues the target and its
// fix-up entry as for a new object.

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
// CHECK: interior{{[0-9]+}}:
// CHECK: %[[START:.*]] = call ptr @cormi_object_of
// CHECK: %[[OFF:.*]] = load i64, ptr %interior.off
// CHECK: %[[S:.*]] = select i1 %noobject{{[0-9]*}}, ptr %{{.*}}, ptr %[[START]]
// CHECK-NEXT: %[[O:.*]] = select i1 %noobject{{[0-9]*}}, i64 0, i64 %[[OFF]]
// CHECK: %[[H:.*]] = call i32 @cormi_handles_find(ptr %{{.*}}, ptr %[[S]])
// CHECK-NEXT: %seen = icmp ne i32 %[[H]], 0
// CHECK-NEXT: br i1 %seen, label %interior.seen, label %interior.later
// CHECK: interior.seen:
// CHECK-NEXT: call void @cormi_out_u32(ptr %{{.*}}, i32 %[[H]])
// CHECK-NEXT: call void @cormi_out_varint(ptr %{{.*}}, i64 %[[O]])
// CHECK-NEXT: br label %m.loop
// CHECK: interior.later:
// CHECK: call void @__cormi_ws_push
// CHECK-NEXT: call void @__cormi_ws_push

// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: interior{{[0-9]+}}:
// CHECK: %[[TAG:.*]] = load i32
// CHECK: %[[NULL:.*]] = icmp eq i32 %[[TAG]], 0
// CHECK-NEXT: %[[NEW:.*]] = icmp eq i32 %[[TAG]], -1
// A sentinel's ADDR tag is no back-reference either.
// CHECK-NEXT: %[[ADDR:.*]] = icmp eq i32 %[[TAG]], -2
// CHECK-NEXT: %[[NN:.*]] = or i1 %[[NULL]], %[[NEW]]
// CHECK-NEXT: %notback = or i1 %[[NN]], %[[ADDR]]
// CHECK-NEXT: br i1 %notback, label %interior.other, label %interior.old
// CHECK: interior.old:
// CHECK: call ptr @cormi_handles_at
// CHECK: interior.other:
// CHECK-NEXT: %[[POS:.*]] = getelementptr i8, ptr %{{.*}}, i64 16
// CHECK-NEXT: %[[P:.*]] = load i64, ptr %[[POS]]
// CHECK-NEXT: %unread = sub i64 %[[P]], 4
// CHECK-NEXT: store i64 %unread, ptr %[[POS]]
// CHECK-NEXT: call void @__cormi_ws_push
// CHECK-NEXT: call void @__cormi_ws_push
// The back-reference's offset, read where the entry was popped:
// CHECK: call i64 @cormi_in_varint
