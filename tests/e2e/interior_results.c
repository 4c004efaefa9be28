/* End-to-end: a method that returns a pointer into its own object (the remote object,
 * which stays on the serving node): a char array member, a scalar member, an element of
 * an int array member, an element of a heap array the object points to, and a char *
 * member (a separate heap string: the whole string comes back). The caller receives the
 * member's value from the pointer to the member's end in a block of its own, which it
 * frees; the object on the serving node keeps its values. Exit 0 when every value
 * matched. */
#define E2E_NAME "interior_results"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The runtime's extent of a heap block: the bytes it was allocated with. */
size_t cormi_extent(const void *p);

typedef struct Svc {
  int id;
  char status[32];
  long hits;
  int vals[8];
  int *heap; /* 6 ints */
  char *name;
} Svc;

Svc *Svc_new(int id) {
  Svc *s = calloc(1, sizeof *s);
  s->id = id;
  strcpy(s->status, "running");
  s->hits = 41;
  for (int i = 0; i < 8; i++) s->vals[i] = 10 + i;
  s->heap = malloc(6 * sizeof *s->heap);
  for (int i = 0; i < 6; i++) s->heap[i] = 100 + i;
  s->name = strdup("alpha-service");
  return s;
}

const char *Svc_status(Svc *self) {
  self->hits++;
  return self->status;
}

long *Svc_hits(Svc *self) { return &self->hits; }

int *Svc_val(Svc *self, int i) { return self->vals + i; }

int *Svc_heap_at(Svc *self, int i) { return &self->heap[i]; }

char *Svc_name(Svc *self) { return self->name; }

/* Everything the serving node's object holds, folded into one number. */
long Svc_check(Svc *self) {
  long t = self->id + self->hits * 7 + (long)strlen(self->status) * 1000;
  for (int i = 0; i < 8; i++) t += self->vals[i] * (i + 1);
  for (int i = 0; i < 6; i++) t += self->heap[i] * (i + 3);
  return t + (long)strlen(self->name) * 100000;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(1, Svc_new, 7);
  for (int round = 0; round < 3; round++) {
    const char *st = cormi_invoke(s, Svc_status);
    CHECK(st && strcmp(st, "running") == 0);
    CHECK(st && cormi_extent(st) == 32);
    free((void *)st);

    long *h = cormi_invoke(s, Svc_hits);
    CHECK(h && *h == 42 + round);
    CHECK(h && cormi_extent(h) == sizeof(long));
    free(h);

    int *v = cormi_invoke(s, Svc_val, 3);
    CHECK(v && v[0] == 13 && v[4] == 17);
    CHECK(v && cormi_extent(v) == 5 * sizeof(int));
    free(v);

    int *e = cormi_invoke(s, Svc_heap_at, 4);
    CHECK(e && e[0] == 104 && e[1] == 105);
    CHECK(e && cormi_extent(e) == 2 * sizeof(int));
    free(e);

    char *n = cormi_invoke(s, Svc_name);
    CHECK(n && strcmp(n, "alpha-service") == 0);
    free(n);
  }
  long want = 7 + 44 * 7 + 7 * 1000;
  for (int i = 0; i < 8; i++) want += (10 + i) * (i + 1);
  for (int i = 0; i < 6; i++) want += (100 + i) * (i + 3);
  want += 13 * 100000;
  long got = cormi_invoke(s, Svc_check);
  CHECK(got == want);
  printf("interior_results: check %ld\n", got);
  cormi_finalize();
  return failures ? 1 : 0;
}
