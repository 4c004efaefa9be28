// Where a call site really passes a pointer that a walk moved off the start (the
// cursor itself, after `while (*w && *w != ' ') w++`), the site is refused, and the
// error names the instruction that made the pointer interior (file:line).

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t0.part.ll
// RUN: llvm-link %t0.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t0.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t0.ll 2>&1 | FileCheck %s
// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t2.part.ll
// RUN: llvm-link %t2.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t2.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t2.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Log { int64_t bytes; } Log;

int64_t Log_word(Log *self, const char *word) {
  self->bytes++;
  return (int64_t)strlen(word);
}

int64_t second_word(cormi_ref log, const char *text) {
  char *line = strdup(text);
  char *w = line;
  while (*w && *w != ' ') w++;
  int64_t r = cormi_invoke(log, Log_word, w);
  free(line);
  return r;
}

// CHECK: error: walk-interior-error.c:28:{{[0-9]+}}: in function second_word {{.*}}: cormi: argument 1 of Log_word: may point into the middle of the object (strdup) allocated at second_word:25 (offset {{.*}}): the pointer arithmetic at walk-interior-error.c:27 (in second_word) moves a pointer to it off its start; pass a pointer to its start
