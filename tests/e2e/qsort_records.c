/* End-to-end: arrays of records holding pointers moved by the C library's array
 * functions, then sent: a malloc'd array sorted with qsort by the records' size (and
 * qsort_r), a bsearch result into it, a record deleted by memmove, a local array of
 * records sorted in place, and a table grown by lsearch and searched by lfind. qsort
 * moves whole records, so each pointer keeps its field (before: "the records of the
 * array ... hold pointers at offsets the analysis cannot tell apart"). The caller's
 * arrays are untouched by the calls. Exit 0 when every value matched. */
#define _GNU_SOURCE
#define E2E_NAME "qsort_records"
#include "check.h"
#include <cormi.h>
#include <search.h>
#include <stdlib.h>
#include <string.h>

typedef struct Emp {
  char *name;
  int age;
  double *hist;
  int nh;
} Emp;

typedef struct Hr { int calls; } Hr;

Hr *Hr_new(void) { return calloc(1, sizeof(Hr)); }

static int by_name(const void *a, const void *b) { return strcmp(((const Emp *)a)->name, ((const Emp *)b)->name); }

static int by_age_desc(const void *a, const void *b, void *sign) {
  return *(const int *)sign * (((const Emp *)a)->age - ((const Emp *)b)->age);
}

/* The names joined by spaces (a fresh string the caller frees). */
char *Hr_names(Hr *self, const Emp *e, int n) {
  size_t len = 1;
  for (int i = 0; i < n; i++) len += strlen(e[i].name) + 1;
  char *r = malloc(len);
  r[0] = 0;
  for (int i = 0; i < n; i++) {
    strcat(r, e[i].name);
    strcat(r, " ");
  }
  self->calls++;
  return r;
}

/* A weighted sum over every record's history: depends on the records' order. */
double Hr_hist(Hr *self, const Emp *e, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < e[i].nh; j++) s += e[i].hist[j] * (i + 1);
  self->calls++;
  return s;
}

int Hr_one(Hr *self, const Emp *e) {
  self->calls++;
  return e->age * 1000 + (int)strlen(e->name);
}

static Emp make(const char *name, int age, int nh) {
  Emp r = {strdup(name), age, malloc((size_t)nh * sizeof(double)), nh};
  for (int j = 0; j < nh; j++) r.hist[j] = age + j * 0.5;
  return r;
}

static void drop(Emp *e) {
  free(e->name);
  free(e->hist);
}

static void sorted_heap_array(cormi_ref h) {
  const char *names[] = {"mallory", "alice", "trent", "bob", "eve", "carol", "dave"};
  int n = 7;
  Emp *e = malloc((size_t)n * sizeof *e);
  for (int i = 0; i < n; i++) e[i] = make(names[i], 20 + (i * 13) % 40, i + 1);
  qsort(e, (size_t)n, sizeof *e, by_name);
  char *ns = cormi_invoke(h, Hr_names, e, n);
  CHECK(!strcmp(ns, "alice bob carol dave eve mallory trent "));
  CHECK(cormi_invoke(h, Hr_hist, e, n) == Hr_hist(&(Hr){0}, e, n));
  Emp key = {"dave", 0, NULL, 0};
  Emp *found = bsearch(&key, e, (size_t)n, sizeof *e, by_name);
  CHECK(found && cormi_invoke(h, Hr_one, found) == found->age * 1000 + 4);
  /* Delete "carol" by memmove; the freed tail record holds NULL pointers. */
  drop(&e[2]);
  memmove(&e[2], &e[3], (size_t)(n - 3) * sizeof *e);
  n--;
  e[n] = (Emp){NULL, 0, NULL, 0};
  char *ns2 = cormi_invoke(h, Hr_names, e, n);
  CHECK(!strcmp(ns2, "alice bob dave eve mallory trent "));
  int sign = -1;
  qsort_r(e, (size_t)n, sizeof *e, by_age_desc, &sign);
  for (int i = 1; i < n; i++) CHECK(e[i - 1].age >= e[i].age);
  CHECK(cormi_invoke(h, Hr_hist, e, n) == Hr_hist(&(Hr){0}, e, n));
  printf("%s| %s| ", ns, ns2);
  free(ns);
  free(ns2);
  for (int i = 0; i < n; i++) drop(&e[i]);
  free(e);
}

static void sorted_local_array(cormi_ref h) {
  Emp local[3] = {make("zed", 30, 2), make("amy", 40, 1), make("kim", 50, 3)};
  qsort(local, 3, sizeof local[0], by_name);
  char *ns = cormi_invoke(h, Hr_names, local, 3);
  CHECK(!strcmp(ns, "amy kim zed "));
  CHECK(cormi_invoke(h, Hr_one, &local[2]) == 30 * 1000 + 3);
  printf("%s| ", ns);
  free(ns);
  for (int i = 0; i < 3; i++) drop(&local[i]);
}

static void linear_table(cormi_ref h) {
  Emp *table = calloc(4, sizeof *table);
  size_t n = 0;
  const char *adds[] = {"ola", "ian", "ola", "eve"};
  for (int i = 0; i < 4; i++) {
    Emp k = make(adds[i], 60 + i, 1);
    Emp *at = lsearch(&k, table, &n, sizeof k, by_name);
    if (at->hist != k.hist) drop(&k); /* already there: the table keeps its own */
  }
  CHECK(n == 3);
  Emp key = {"ian", 0, NULL, 0};
  Emp *ian = lfind(&key, table, &n, sizeof key, by_name);
  CHECK(ian && cormi_invoke(h, Hr_one, ian) == 61 * 1000 + 3);
  char *ns = cormi_invoke(h, Hr_names, table, (int)n);
  CHECK(!strcmp(ns, "ola ian eve "));
  CHECK(cormi_invoke(h, Hr_hist, table, (int)n) == Hr_hist(&(Hr){0}, table, (int)n));
  printf("%s\n", ns);
  free(ns);
  for (size_t i = 0; i < n; i++) drop(&table[i]);
  free(table);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref h = cormi_create(cormi_nodes() - 1, Hr_new);
  sorted_heap_array(h);
  sorted_local_array(h);
  linear_table(h);
  cormi_finalize();
  return failures != 0;
}
