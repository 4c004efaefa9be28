// An interior pointer (a TAILQ back link) that may point into objects of one size whose
// pointer fields differ (the struct holding the head: pointers at bytes 0 and 8; an
// element: an int at 0, pointers at 8 and 16) is refused at compile time, naming both
// objects and the fix: the objects of one pointer are told apart by their size only, and
// their one merged layout would put data where the other has a pointer. (The error
// used to call it a union.)

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <sys/queue.h>

typedef struct Ent { int key; TAILQ_ENTRY(Ent) link; } Ent;
TAILQ_HEAD(EntQ, Ent);
typedef struct Q { struct EntQ head; int n; } Q;
typedef struct Srv { long calls; } Srv;

long Srv_queue(Srv *self, Q *q) {
  long t = self->calls;
  Ent *e;
  TAILQ_FOREACH(e, &q->head, link) t += e->key;
  return t;
}

long send(cormi_ref s, int n) {
  Q *q = malloc(sizeof *q);
  TAILQ_INIT(&q->head);
  for (int i = 0; i < n; i++) {
    Ent *e = malloc(sizeof *e);
    e->key = i;
    TAILQ_INSERT_TAIL(&q->head, e, link);
  }
  return cormi_invoke(s, Srv_queue, q);
}

// CHECK: same-size-layouts-refused.c:36:{{[0-9]+}}: in function send {{.*}}: cormi: argument 1 of Srv_queue: {{.*}}may point into objects of 24 bytes whose pointer fields differ ((malloc) allocated at send:29 at bytes 0, 8; (malloc) allocated at send:32 at bytes 8, 16), which cannot be told apart at run time (cormi tells the objects of one pointer apart by their size); give the structs different sizes, or put the embedded link at the same offset in each (the pointer arithmetic at {{.*}}same-size-layouts-refused.c:{{[0-9]+}} (in send) moves it to offset 8 of (malloc) allocated at send:32)
// CHECK-NOT: union
