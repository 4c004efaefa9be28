/* End-to-end: results pointing into a member the method names of a record it found at
 * run time: `&self->rec[i].v` (an element of a heap array of records) and `f->name` of a
 * user found through intrusive hash links (`(char *)h - self->hho`, as uthash's
 * HASH_FIND computes it), NULL when there is none. The caller receives the member's
 * bytes (to the end of the array for an element) in a block of its own, which it frees;
 * the serving node's records keep their values. Exit 0 when every value matched. */
#define E2E_NAME "interior_member_found"
#include "check.h"
#include <cormi.h>
#include <stddef.h>
#include <stdio.h>
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
typedef struct Rec {
  char tag[12];
  long v;
} Rec;
typedef struct Dir {
  Link *head;
  long hho;
  Rec *rec;
  int nrec;
} Dir;

Dir *Dir_new(int n) {
  Dir *d = calloc(1, sizeof *d);
  d->hho = offsetof(User, hh);
  d->nrec = n;
  d->rec = calloc((size_t)n, sizeof(Rec));
  for (int i = 0; i < n; i++) {
    snprintf(d->rec[i].tag, sizeof d->rec[i].tag, "rec%d", i);
    d->rec[i].v = i * 11;
    User *u = calloc(1, sizeof *u);
    u->hh.id = i;
    u->score = i / 2.0;
    snprintf(u->name, sizeof u->name, "user%d", 100 + i);
    u->hh.next = d->head;
    d->head = &u->hh;
  }
  return d;
}

long *Dir_value(Dir *self, int i) { return &self->rec[i].v; }

char *Dir_name(Dir *self, int id) {
  for (Link *h = self->head; h; h = h->next)
    if (h->id == id) {
      User *f = (User *)((char *)h - self->hho);
      return f->name;
    }
  return NULL;
}

/* Everything the serving node's records hold, folded into one number. */
long Dir_check(Dir *self) {
  long t = 0;
  for (int i = 0; i < self->nrec; i++) t += self->rec[i].v * (i + 1) + (long)strlen(self->rec[i].tag);
  for (Link *h = self->head; h; h = h->next) {
    User *u = (User *)((char *)h - self->hho);
    t += (long)strlen(u->name) * 100 + (long)(u->score * 10);
  }
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref d = cormi_create(cormi_nodes() - 1, Dir_new, 5);
  long before = cormi_invoke(d, Dir_check);
  for (int i = 0; i < 5; i++) {
    long *v = cormi_invoke(d, Dir_value, i);
    CHECK(v[0] == i * 11);
    CHECK(cormi_array_count(v, sizeof *v) >= 1);
    *v = -1; /* the caller's block, not the serving node's record */
    free(v);
    char *n = cormi_invoke(d, Dir_name, i);
    char want[16];
    snprintf(want, sizeof want, "user%d", 100 + i);
    CHECK(n != NULL && strcmp(n, want) == 0);
    if (n) n[0] = 'X';
    free(n);
  }
  CHECK(cormi_invoke(d, Dir_name, 42) == NULL);
  CHECK(cormi_invoke(d, Dir_check) == before);
  cormi_finalize();
  return failures != 0;
}
