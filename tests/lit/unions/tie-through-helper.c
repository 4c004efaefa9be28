// A tag stored by a helper of the program after the pointer (`v->u.text = s;
// mark_text(v);`, where `mark_text` stores V_TEXT into its parameter's tag on every
// path) ties the pointer to that tag, as a tag stored beside it would; so does a helper
// that stores its parameter (`set_tag(v, V_LIST)`). A helper that stores the tag on one
// path only (`mark_maybe`) ties nothing.

// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-union-ties>' -disable-output %t.ll | FileCheck %s --implicit-check-not=union-tie

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Cell { struct Cell *next; long x; } Cell;
typedef enum { V_NUM = 1, V_TEXT, V_LIST } VK;
typedef struct Val { VK tag; union { long num; char *text; Cell *list; } u; } Val;
CORMI_UNION(Val, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.list));

static void mark_text(Val *v) { v->tag = V_TEXT; }
static void set_tag(Val *v, VK k) { v->tag = k; }
static void mark_maybe(Val *v, int c) {
  if (c) v->tag = V_TEXT;
}

void use(Val *v, int c) {
  v[0].u.text = strdup("a");
  mark_text(&v[0]);
  v[1].u.list = calloc(1, sizeof(Cell));
  set_tag(&v[1], V_LIST);
  v[2].u.text = malloc(4);
  mark_maybe(&v[2], c);
}

// The strdup string: its own tag (-8, from mark_text) and v[1]'s (+8).
// CHECK-DAG: union-tie at @use:{{[0-9]+}} into [] of [{{.*}}strdup @use:{{[0-9]+}} +0] beside -8/4=2 8/4=3{{$}}
// CHECK-DAG: union-tie at @use:{{[0-9]+}} into [] of [{{.*}}calloc @use:{{[0-9]+}} +0] beside -24/4=2 -8/4=3{{$}}
// The malloc buffer: only the other elements' tags, none at -8.
// CHECK-DAG: union-tie at @use:{{[0-9]+}} into [] of [{{.*}}malloc @use:{{[0-9]+}} +0] beside -40/4=2 -24/4=3{{$}}
