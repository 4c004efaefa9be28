// Pointers written through an index into a struct that also holds data (more slots than
// the heap analysis tracks one by one) cannot be told apart from the data: a compile
// error naming the data and the fix, never a struct that sends only the pointer stored
// at a constant offset.
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Cmd { int argc; char *argv[100]; } Cmd;
typedef struct Shell { long runs; } Shell;

Shell *Shell_new(void) { return calloc(1, sizeof(Shell)); }

long Shell_len(Shell *s, Cmd *c) {
  long t = 0;
  for (int i = 0; i < c->argc; i++) t += (long)strlen(c->argv[i]);
  s->runs++;
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Shell_new);
  Cmd *c = calloc(1, sizeof(Cmd));
  for (int i = 0; i < 80; i++) c->argv[c->argc++] = strdup("arg");
  // CHECK: error: indexed-pointers-next-to-data.c:[[@LINE+1]]:{{[0-9]+}}: {{.*}}cormi: argument 1 of Shell_len: the object (calloc) allocated at main:{{[0-9]+}} holds pointers stored through a variable index next to data (i32 stored in main:[[@LINE-1]]){{.*}}allocate the array with malloc(n * sizeof *p)
  long t = cormi_invoke(r, Shell_len, c);
  cormi_finalize();
  return t == 240 ? 0 : 1;
}
