// A cursor held in a field, moved by a loop (`while (*w != ' ') w++`): its offset is
// known only at run time. The sending walk finds the buffer containing the address
// (cormi_object_of), queues the buffer's start and, below it, a fix-up entry that writes
// the offset as a small integer (LEB128) once the buffer's subgraph is written; the receiving walk reads it
// there and moves the field to that offset of the copy.

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s --check-prefix=SHAPE
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>' -S %t.ll -o - | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Log { int64_t bytes; } Log;
typedef struct Word { char *at; int64_t n; } Word;

int64_t Log_word(Log *self, Word *w) { return self->bytes += (int64_t)strlen(w->at) + w->n; }

int64_t second_word(cormi_ref log, const char *text) {
  Word *w = malloc(sizeof *w);
  char *p = strdup(text);
  while (*p && *p != ' ') p++;
  w->at = p;
  w->n = 1;
  int64_t r = cormi_invoke(log, Log_word, w);
  free(w);
  return r;
}

// SHAPE-LABEL: shapes second_word#0 -> Log_word
// SHAPE:         node0 struct size=16 alloc=malloc ptr=[0->node2]
// SHAPE:         node2 interior +offset ->node1: the pointer at byte 0 of (malloc) allocated at second_word:24
// REMARK: remark: field-unknown-offset.c:29:{{[0-9]+}}: the pointer at byte 0 of (malloc) allocated at second_word:24 (the pointer arithmetic at {{.*}}field-unknown-offset.c:26 (in second_word) moves it to offset {{.*}} of (strdup) allocated at second_word:25) in the graphs of Log_word travels as (object, offset): bytes (strdup) allocated at second_word:25 (size at run time) whole, the pointer at an offset found at run time (a small integer on the wire: LEB128, one byte below 128)
// CHECK-LABEL: define internal void @__cormi_marshal_
// CHECK: switch i64 %{{.*}}, label %plain [
// CHECK-NEXT: i64 [[C:[0-9]+]], label %interior[[C]]
// CHECK-NEXT: i64 [[FIX:[0-9]+]], label %fixup[[C]]
// CHECK: interior[[C]]:
// CHECK: call ptr @cormi_object_of
// CHECK: fixup[[C]]:
// CHECK-NEXT: %[[OFF:.*]] = ptrtoint ptr
// CHECK-NEXT: call void @cormi_out_varint(ptr %{{.*}}, i64 %[[OFF]])
// CHECK: sized:
// CHECK: inttoptr i64
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %{{.*}}, i64 [[FIX]])
// CHECK-NEXT: call void @__cormi_ws_push(ptr %worklist, ptr %{{.*}}, i64 {{[0-9]+}})
// CHECK-LABEL: define internal ptr @__cormi_unmarshal_
// CHECK: fixup{{[0-9]+}}:
// CHECK-NEXT: call i64 @cormi_in_varint(ptr %{{.*}})
// CHECK: interior.check:
// CHECK: call i64 @cormi_extent
