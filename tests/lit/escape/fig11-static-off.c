// The paper's figure 11: the method stores a.d into a static ('d = a.d'), so the Data
// object escapes and with it the Bar argument: neither can be reused (reuse off).
// RUN: %clang -O1 -g -S -emit-llvm -I %root/frontend-shim/include %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-escape>' -disable-output %t.ll | FileCheck %s
// RUN: llvm-link %t.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.whole.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks-missed=cormi -disable-output %t.whole.ll 2>&1 | FileCheck %s --check-prefix=REMARK
#include <cormi.h>

typedef struct Data { double x; } Data;
typedef struct Bar { Data *d; } Bar;
typedef struct Foo { int calls; } Foo;

static Data *d;
Foo *Foo_new(void) { return cormi_new(Foo); }
void Foo_foo(Foo *self, Bar *a) { d = a->d; self->calls++; }
double Foo_last(Foo *self) { (void)self; return d ? d->x : 0; }

int main(void) {
  Bar *b = cormi_new(Bar);
  b->d = cormi_new(Data);
  cormi_ref f = cormi_create(1, Foo_new);
  cormi_invoke(f, Foo_foo, b);
  return (int)cormi_invoke(f, Foo_last);
}

// CHECK-LABEL: escape @Foo_foo arg1 escapes: stored into global 'd' ({{.*}}fig11-static-off.c:13) at {{.*}}fig11-static-off.c:15
// REMARK: remark: {{.*}}fig11-static-off.c:22:3: reuse off for argument 1 of Foo_foo: stored into global 'd'
