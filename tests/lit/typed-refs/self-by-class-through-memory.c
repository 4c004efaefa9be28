// A reference kept in memory (a thread's argument struct) hides its origin, but
// references are typed: a method of Reg only runs on objects of Reg's constructor. So
// `return self->name_buf;` sees Reg's layout only, not the Counter whose `long n` shares
// bytes with Reg's pointer member `kept`.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stdlib.h>
#include <string.h>

typedef struct Item { struct Item *next; long val; } Item;
typedef struct Counter { long n; } Counter;
typedef struct Reg { Item *kept; char name_buf[40]; } Reg;
typedef struct Ctx { cormi_ref reg; int id; } Ctx;

Counter *Counter_new(long start) { Counter *c = malloc(sizeof *c); c->n = start; return c; }
long Counter_add(Counter *self, long k) { return self->n += k; }
Reg *Reg_new(void) { Reg *r = calloc(1, sizeof *r); strcpy(r->name_buf, "reg"); return r; }
int Reg_keep(Reg *self, Item *l) {
  int n = 0;
  while (l) { Item *nx = l->next; l->next = self->kept; self->kept = l; n++; l = nx; }
  return n;
}
char *Reg_name(Reg *self) { return self->name_buf; }

static int work(Ctx *c) { Item it = { NULL, c->id }; return cormi_invoke(c->reg, Reg_keep, &it); }

long run(void) {
  cormi_ref cnt = cormi_create(1, Counter_new, 5L);
  Ctx ctx = { cormi_create(1, Reg_new), 4 };
  long k = work(&ctx) + cormi_invoke(cnt, Counter_add, 1L);
  char *nm = cormi_invoke(ctx.reg, Reg_name);
  k += nm[0];
  free(nm);
  return k;
}

// CHECK-NOT: error:
// CHECK: remark: self-by-class-through-memory.c:35:{{[0-9]+}}: the result of Reg_name points inside its object: the caller receives the bytes from the pointer to the end of its member at bytes 8..48 in a block of its own
