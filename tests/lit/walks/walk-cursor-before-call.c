// The caller walks a copy of the pointer to the end of its string (`while (*q) q++`)
// before the call and passes the start: a cursor walking the object does not make
// the start interior; the call compiles.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t0.part.ll
// RUN: llvm-link %t0.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t0.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t0.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %t0.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t2.part.ll
// RUN: llvm-link %t2.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t2.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t2.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-analysis=cormi -disable-output %t2.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Log { int64_t bytes; } Log;

int64_t Log_write(Log *self, const char *line, int64_t len) {
  self->bytes += len;
  return (int64_t)line[0];
}

int64_t write_line(cormi_ref log, const char *text) {
  char *line = strdup(text);
  const char *q = line;
  while (*q) q++;
  int64_t r = cormi_invoke(log, Log_write, line, (int64_t)(q - line));
  free(line);
  return r;
}

// CHECK-LABEL: shapes write_line#0 -> Log_write
// CHECK:    arg1 graph node0
// CHECK:    node0 array elem=1: bytes (strdup) allocated at write_line:{{[0-9]+}} (size at run time) | sizes obj#{{[0-9]+}}=heap
// REMARK: remark: {{.*}}walk-cursor-before-call.c:30:{{[0-9]+}}: object sizes for Log_write: bytes (strdup) allocated at write_line:{{[0-9]+}} (size at run time): run-time extent (heap)
