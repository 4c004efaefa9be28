/* End-to-end: integer fields that hold a pointer's bits are integers, not pointer
 * fields (pass/src/shape/mod.rs, AbstractObject::ptr_offsets). A `long` hash or id
 * computed from an address travels as its 8 bytes and arrives unchanged; before the fix
 * the sender followed it as a pointer (copying the object it names) and the receiver
 * stored its own copy's address there. Also a pointer field copied by a whole-struct
 * assignment (an 8-byte copy that -O2 lowers to load/store i64) is still a pointer.
 * Exit status 0 when every value matched. */
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Blob { int64_t words[4]; } Blob;
typedef struct Keyed {
  int64_t self_id; /* (intptr_t) of the struct itself */
  int64_t blob_id; /* (intptr_t) of a Blob never sent */
  int64_t value;
} Keyed;
typedef struct Leaf { int64_t value; } Leaf;
typedef struct Box { Leaf *leaf; } Box; /* 8 bytes: `*b = *a` is one i64 copy at -O2 */
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return cormi_new(Srv); }

int64_t Srv_ids(Srv *s, Keyed *k) {
  s->calls++;
  return k->self_id ^ k->blob_id ^ k->value;
}
int64_t Srv_leaf(Srv *s, Box *b) {
  s->calls++;
  return b->leaf ? b->leaf->value : -1;
}

#define E2E_NAME "int_provenance"
#include "check.h"

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref srv = cormi_create(cormi_nodes() - 1, Srv_new);
  Blob *blob = malloc(sizeof *blob);
  Keyed *k = malloc(sizeof *k);
  k->self_id = (int64_t)(intptr_t)k;
  k->blob_id = (int64_t)(intptr_t)blob;
  k->value = 42;
  CHECK(cormi_invoke(srv, Srv_ids, k) == (k->self_id ^ k->blob_id ^ 42));
  Leaf *leaf = malloc(sizeof *leaf);
  leaf->value = 7;
  Box *a = malloc(sizeof *a);
  a->leaf = leaf;
  Box *b = malloc(sizeof *b);
  *b = *a;
  CHECK(cormi_invoke(srv, Srv_leaf, b) == 7);
  cormi_release(srv);
  cormi_finalize();
  free(blob);
  if (failures) return 1;
  printf("int_provenance: all values checked (%d nodes)\n", cormi_nodes());
  return 0;
}
