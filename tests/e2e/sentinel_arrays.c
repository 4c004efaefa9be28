/* End-to-end: arrays of pointers that only ever hold sentinels or NULL (the analysis
 * sees no object in them). A slot table marks each entry FREE = (void *)1,
 * TOMBSTONE = (void *)-1 (MAP_FAILED's value) or NULL; a record array's `state` pointer
 * does the same. No object can live in the first or the last page, so these values arrive
 * as the sender has them; before, the receiver zeroed such an array whole (every marker
 * arrived as NULL) and an array of records with such a state was refused. An array of
 * names mixes strings with the same markers: (void *)-1 travels as its bits too (before,
 * the sender stopped: no object at that address). Exit 0 when every call returned what
 * the local call does. */
#define E2E_NAME "sentinel_arrays"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FREE ((void *)1)
#define LOW ((void *)4095)
#define TOMBSTONE ((void *)-1)
#define HIGH ((void *)-4096)

typedef struct Entry {
  int64_t key;
  void *state; /* FREE, TOMBSTONE or NULL */
} Entry;
typedef struct Table { int64_t calls; } Table;

Table *Table_new(void) { return calloc(1, sizeof(Table)); }

/* A digit per slot: 1 FREE, 2 LOW, 3 TOMBSTONE, 4 HIGH, 0 NULL, 9 anything else. */
static int64_t code(const void *p) {
  return p == FREE ? 1 : p == LOW ? 2 : p == TOMBSTONE ? 3 : p == HIGH ? 4 : p == NULL ? 0 : 9;
}

int64_t Table_marks(Table *t, void **slots, int64_t n) {
  t->calls++;
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++) s = s * 10 % 1000000007 + code(slots[i]);
  return s;
}

int64_t Table_states(Table *t, const Entry *e, int64_t n) {
  t->calls++;
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++) s = (s * 10 + code(e[i].state)) % 1000000007 + e[i].key;
  return s;
}

/* Markers as digits, plus each name's length. */
int64_t Table_names(Table *t, char **names, int64_t n) {
  t->calls++;
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++) {
    int64_t c = code(names[i]);
    s = (s * 10 + (c == 9 ? 5 + (int64_t)strlen(names[i]) : c)) % 1000000007;
  }
  return s;
}

/* The slots back, each one moved to the next marker. */
void **Table_shift(Table *t, void **slots, int64_t n) {
  t->calls++;
  for (int64_t i = 0; i < n; i++)
    slots[i] = slots[i] == FREE ? TOMBSTONE : slots[i] == TOMBSTONE ? HIGH : slots[i] == HIGH ? LOW : slots[i] == LOW ? NULL : FREE;
  return slots;
}

static void *marker(int i) {
  void *const all[] = {FREE, LOW, TOMBSTONE, HIGH, NULL};
  return all[i % 5];
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref t = cormi_create(1, Table_new);
  const int64_t sizes[] = {1, 2, 5, 17, 300};
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
    int64_t n = sizes[k];
    void **slots = malloc((size_t)n * sizeof *slots);
    Entry *e = malloc((size_t)n * sizeof *e);
    char **names = malloc((size_t)n * sizeof *names);
    for (int64_t i = 0; i < n; i++) {
      slots[i] = marker((int)(i * 7 + k));
      e[i].key = i;
      e[i].state = marker((int)(i + k));
      names[i] = i % 3 ? marker((int)i) : strdup(i % 2 ? "odd" : "even");
    }
    CHECK(cormi_invoke(t, Table_marks, slots, n) == Table_marks(&(Table){0}, slots, n));
    CHECK(cormi_invoke(t, Table_states, e, n) == Table_states(&(Table){0}, e, n));
    CHECK(cormi_invoke(t, Table_names, names, n) == Table_names(&(Table){0}, names, n));
    void **back = cormi_invoke(t, Table_shift, slots, n);
    Table_shift(&(Table){0}, slots, n);
    CHECK(back != NULL);
    for (int64_t i = 0; back && i < n; i++) CHECK(back[i] == slots[i]);
    free(back);
    free(slots);
    free(e);
    for (int64_t i = 0; i < n; i++)
      if (i % 3 == 0) free(names[i]);
    free(names);
  }
  cormi_finalize();
  if (failures == 0) printf("sentinel_arrays: ok\n");
  return failures != 0;
}
