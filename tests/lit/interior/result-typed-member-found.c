// A method returning a member of a struct it found by arithmetic the analysis does not
// follow (uthash's HASH_FIND: `(char *)hh - tbl->hho`), named in its code (`f->name`):
// every object the pointer may point into is exactly one `User`, so `f` is its start
// and the caller receives the member's bytes in a block of its own.

// RUN: %clang -I %root/frontend-shim/include -O2 -Xclang -disable-llvm-passes -g -S -emit-llvm %s -o %t.part.ll
// RUN: llvm-link %t.part.ll %S/../sharing/Inputs/whole-program.ll -S -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes=cormi -pass-remarks=cormi -disable-output %t.ll 2>&1 | FileCheck %s

#include <cormi.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct Link {
  struct Link *next;
  int id;
} Link;
typedef struct User {
  double score;
  char name[16];
  Link hh;
} User;
typedef struct Dir {
  Link *head;
  long hho;
} Dir;

Dir *Dir_new(void) {
  Dir *d = calloc(1, sizeof *d);
  d->hho = offsetof(User, hh);
  for (int i = 0; i < 3; i++) {
    User *u = calloc(1, sizeof *u);
    u->hh.id = i;
    strcpy(u->name, "user");
    u->hh.next = d->head;
    d->head = &u->hh;
  }
  return d;
}

char *Dir_name(Dir *self, int id) {
  for (Link *h = self->head; h; h = h->next)
    if (h->id == id) {
      User *f = (User *)((char *)h - self->hho);
      return f->name;
    }
  return NULL;
}

char first(void) {
  cormi_ref d = cormi_create(1, Dir_new);
  char *n = cormi_invoke(d, Dir_name, 1);
  char c = n ? n[0] : 0;
  free(n);
  return c;
}

// CHECK-NOT: error:
// CHECK-LABEL: remark: result-typed-member-found.c:53:{{[0-9]+}}: the result of Dir_name points inside its object
// CHECK-SAME: the caller receives the bytes from the pointer to the end of its member at bytes 8..24 in a block of its own (free it with free)
