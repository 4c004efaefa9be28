// One call site sends a view into a stack buffer (`buf + 4`) and an argv string: the
// pointer's offset is found at run time, and the runtime finds argv's strings by their
// address like stack objects and heap blocks (noted before main). Before: "the runtime
// finds the object containing an address only among heap blocks, globals and stack
// objects", blaming a pointer walk in an unrelated local helper.
// RUN: %clang -I %root/frontend-shim/include -O0 -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %t.ll | FileCheck %s
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Srv { long h; } Srv;
Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }
long Srv_hash(Srv *s, const char *str) {
  long h = 5381;
  (void)s;
  for (; *str; str++) h = h * 33 + *str;
  return h;
}
static long hash_local(const char *str) {
  long h = 5381;
  for (; *str; str++) h = h * 33 + *str;
  return h;
}
static long send_str(cormi_ref r, const char *p) { return cormi_invoke(r, Srv_hash, p); }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  char buf[16];
  strcpy(buf, "key=value");
  int bad = send_str(r, buf + 4) != hash_local(buf + 4);
  bad |= send_str(r, argv[0]) != hash_local(argv[0]);
  return bad;
}
// CHECK-LABEL: shapes send_str#0 -> Srv_hash
// CHECK-NEXT:    arg1 graph node0 interior +offset
// CHECK:         node0 array elem=1: bytes {{.*}} | sizes obj#{{[0-9]+}}=startup obj#{{[0-9]+}}=noted
// REMARK: remark: {{.*}}argv-view-mixed.c:28:{{[0-9]+}}: argument 1 of Srv_hash travels as (object, offset)
