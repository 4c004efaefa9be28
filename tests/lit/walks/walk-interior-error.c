// Where a call site sends a pointer that a walk moved off the start inside a struct
// (`s->word`, the cursor after `while (*w && *w != ' ') w++`), the site is refused (only
// arguments travel as (object, offset) yet), and the error names the instruction that
// made the pointer interior (file:line).

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

// CHECK: error: walk-interior-error.c:31:{{[0-9]+}}: in function second_word {{.*}}: cormi: argument 1 of Log_word: field at byte 8 of (malloc) allocated at second_word:27: may point into the middle of the object (strdup) allocated at second_word:28 (offset {{.*}}): the pointer arithmetic at walk-interior-error.c:29 (in second_word) moves a pointer to it off its start; pass a pointer to its start
