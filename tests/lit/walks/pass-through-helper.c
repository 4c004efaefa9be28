// A helper that returns its argument unchanged (cJSON's `cast_away_const`) is called
// with a cursor into a text buffer at one place and with a tree node at another: each
// call's result is its own argument, so the node's `child` field holds nodes only, and
// the call site sending the tree compiles (before, the helper's one merged result made
// `child` look as if it could point into the middle of the text buffer).

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

typedef struct Node {
  struct Node *child;
  int64_t v;
} Node;

typedef struct Tree { int64_t n; } Tree;

int64_t Tree_depth(Tree *self, Node *n) {
  int64_t d = 0;
  for (; n; n = n->child) d++;
  self->n += d;
  return d;
}

static void *cast_away_const(const void *p) { return (void *)p; }

/* The helper's first caller: a cursor past the text's first character. */
int64_t rest_length(const char *text) {
  char *buf = strdup(text);
  const char *rest = cast_away_const(buf + 1);
  int64_t n = (int64_t)strlen(rest);
  free(buf);
  return n;
}

/* The helper's second caller: a node hung below another. */
Node *wrap(const Node *inner) {
  Node *n = calloc(1, sizeof *n);
  n->child = cast_away_const(inner);
  return n;
}

int64_t send(cormi_ref t) {
  Node *leaf = calloc(1, sizeof *leaf);
  Node *root = wrap(leaf);
  int64_t d = cormi_invoke(t, Tree_depth, root);
  free(leaf);
  free(root);
  return d + rest_length("abc");
}

// CHECK-LABEL: shapes send#0 -> Tree_depth
// CHECK:    arg1 graph node0
// CHECK:    node0 struct {{.*}}ptr=[0->node1]
// CHECK:    node1 struct size=16 alloc=malloc ptr=[]
// REMARK: remark: {{.*}}pass-through-helper.c:56:{{[0-9]+}}: object sizes for Tree_depth:
