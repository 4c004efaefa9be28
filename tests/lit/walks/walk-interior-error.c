// Where a call site sends a pointer that a walk moved off the start inside a struct
// (`s->word`, the cursor after `while (*w && *w != ' ') w++`), the field travels as
// (object, offset) with the offset found at run time, and the remark names the
// instruction that made the pointer interior (file:line).

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t0.part.ll
// RUN: llvm-link %t0.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t0.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t0.ll 2>&1 | FileCheck %s
// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t2.part.ll
// RUN: llvm-link %t2.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t2.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t2.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Log { int64_t bytes; } Log;
typedef struct Span { char *line; char *word; } Span;

int64_t Log_word(Log *self, Span *s) {
  self->bytes++;
  return (int64_t)strlen(s->word);
}

int64_t second_word(cormi_ref log, const char *text) {
  Span *s = malloc(sizeof *s);
  char *w = s->line = strdup(text);
  while (*w && *w != ' ') w++;
  s->word = w;
  int64_t r = cormi_invoke(log, Log_word, s);
  free(s->line);
  free(s);
  return r;
}

// CHECK: remark: walk-interior-error.c:31:{{[0-9]+}}: the pointer at byte 8 of (malloc) allocated at second_word:27 (the pointer arithmetic at walk-interior-error.c:29 (in second_word) moves it to offset {{.*}} of (strdup) allocated at second_word:28) in the graphs of Log_word travels as (object, offset): bytes (strdup) allocated at second_word:28 (size at run time) whole, the pointer at an offset found at run time (a small integer on the wire: LEB128, one byte below 128)
