// A NULL-terminated vector started with calloc(1, sizeof(char *)) and grown with
// realloc((n + 2) * sizeof(char *)): the one-element start is an array of pointers like
// the grown array (its count from its extent at run time), not a second shape that
// would need a type tag.
// RUN: clang -O0 -g -S -emit-llvm -I %S/../../../frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Dict { long queries; } Dict;

char **Dict_words(Dict *self, long n) {
  char **out = calloc(1, sizeof(char *));
  for (long i = 0; i < n; i++) {
    out = realloc(out, (size_t)(i + 2) * sizeof(char *));
    out[i] = strdup("word");
    out[i + 1] = NULL;
  }
  self->queries++;
  return out;
}

Dict *Dict_new(void) { return calloc(1, sizeof(Dict)); }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref d = cormi_create(1, Dict_new);
  char **w = cormi_invoke(d, Dict_words, (long)argc);
  return w[0] != NULL;
}
// CHECK-LABEL: shapes main#{{[0-9]+}} -> Dict_words
// CHECK:         ret graph node[[N:[0-9]+]]
// CHECK:         node[[N]] array elem=8 ptr->node{{[0-9]+}}: array of pointers (calloc) allocated at Dict_words:14
