// A union's number set by copying a constant-initialised local (clang copies the
// initializer from a constant global with memcpy) is data on the pointer member's
// bytes: one call site sending both cases refuses the union, naming the initializer and
// the copies (it was taken as "only ever holds a pointer", and the sender followed the
// number at run time).

// RUN: %clang -I %root/frontend-shim/include -O1 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.ll
// RUN: not opt -load-pass-plugin=%cormi -passes=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef enum { V_NUM, V_TEXT } Kind;
typedef struct Value { Kind tag; union { long num; char *text; } u; } Value;
typedef struct Srv { long x; } Srv;
/* The helper-bitcode marker cormicc links in: the module counts as the whole program. */
void *cormi_rt_hot_helpers[1];
Srv *Srv_new(void) { return cormi_new(Srv); }
long Srv_eval(Srv *self, Value *v) {
  (void)self;
  return v->tag == V_NUM ? v->u.num : (long)strlen(v->u.text);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Srv_new);
  Value *text = malloc(sizeof(Value));
  text->tag = V_TEXT;
  text->u.text = strdup("hello");
  Value *num = malloc(sizeof(Value));
  Value src = {V_NUM, {.num = 4660}};
  memcpy(num, &src, sizeof src);
  Value *both[2] = {text, num};
  long r = 0;
  for (int i = 0; i < 2; i++) r += cormi_invoke(s, Srv_eval, both[i]);
  cormi_finalize();
  return r == 4665 ? 0 : 1;
}

// CHECK: initializer-copied-refused.c:36:{{[0-9]+}}: {{.*}}cormi: argument 1 of Srv_eval: is a union whose active member cannot be known
// CHECK-SAME: data in the initializer of __const.main.src (copied by llvm.memcpy
