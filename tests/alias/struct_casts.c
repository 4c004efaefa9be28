/* Casts between struct types: first-member "inheritance" (a Derived starts with its
 * Base, and a Base pointer to a Derived names the same bytes), and sockaddr-style casts
 * between layout-incompatible structs (fields at the same byte offset are the same
 * memory, whatever their declared types). The analysis works on byte offsets. */
#include <stdint.h>
#include <stdlib.h>
#include "aliascheck.h"

typedef struct Base { int kind; struct Base *next; } Base;
typedef struct Derived { Base base; int *extra; } Derived;
typedef struct Addr { uint16_t family; char data[14]; } Addr;
typedef struct Addr4 { uint16_t family; uint16_t port; uint32_t host; char zero[8]; } Addr4;

NOINLINE void inherit(void) {
  Derived *d = malloc(sizeof *d);
  Base *b = (Base *)d;
  MUSTALIAS(b, &d->base);
  MAYALIAS(&b->next, &d->base.next);
  NOALIAS(&b->next, &d->extra);
  int *v = malloc(sizeof *v);
  d->extra = v;
  Derived *back = (Derived *)b;
  MAYALIAS(back->extra, v);
}

NOINLINE void sockaddr(void) {
  Addr4 *in = malloc(sizeof *in);
  Addr *any = (Addr *)in;
  MAYALIAS(&any->family, &in->family);
  MAYALIAS(&any->data[0], &in->port);
  MAYALIAS(&any->data[2], &in->host);
  NOALIAS(&any->family, &in->host);
}

int main(void) { inherit(); sockaddr(); return 0; }
