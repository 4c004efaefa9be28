// An array of tagged structs whose tag is the first member, built at -O2: the marker's
// tag-reading function loads the tag straight from its parameter (no struct GEP names
// an IR type there), while the program indexes the array through the struct's IR type.
// An IR type the marker cannot name says nothing either way; TBAA and debug info show
// the records are Vals, so the marker applies. (Before: "accessed as struct Val, not as
// Val".)

// RUN: %clang -I %root/frontend-shim/include -O2 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Val { int tag; union { long num; char *text; } u; } Val;
CORMI_UNION(Val, tag, (1, u.num), (2, u.text));
typedef struct Acc { long total; } Acc;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];

void Acc_add(Acc *self, Val *v, int n) {
  for (int i = 0; i < n; i++) self->total += v[i].tag == 1 ? v[i].u.num : (long)strlen(v[i].u.text);
}

void use(cormi_ref a, int n) {
  Val *v = malloc((size_t)n * sizeof *v);
  for (int i = 0; i < n; i++) {
    if (i % 2) {
      v[i].tag = 1;
      v[i].u.num = i;
    } else {
      v[i].tag = 2;
      v[i].u.text = strdup("text");
    }
  }
  cormi_invoke(a, Acc_add, v, n);
}

// CHECK: remark: {{.*}}marker-tag-first-array-O2.c:{{[0-9]+}}:{{[0-9]+}}: union sent by Acc_add: CORMI_UNION(Val, tag, ...) at {{.*}}marker-tag-first-array-O2.c:16 switches on the tag at byte 0 of the records of {{.*}}: byte 8 is a pointer for u.text
