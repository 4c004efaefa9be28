/* End-to-end: fixed-size arrays of more than 64 records that hold pointers, on the
 * stack (`Rec r[100]`), global (200 records; 70 with an initializer) and static in a
 * function (65), filled through `&a[i]` and sent whole and from a later record
 * (`&a[10]`). A variable index into such an array is the same as pointer arithmetic on
 * its records, so element 0 stands for every record, as for a heap array, and the count
 * comes from the extent the generated code notes. Before: "holds pointers stored
 * through a variable index next to data". Only node 0 prints; exit 0 when every value
 * matched. */
#define E2E_NAME "record_arrays_fixed"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Rec { int64_t id; char *name; double score; const char *tag; } Rec;
typedef struct Srv { int64_t calls; } Srv;

#define GLOBAL_N 200
Rec table[GLOBAL_N];
/* Initialized: the records after the third hold zeros (NULL names). */
Rec named[70] = {{1, "one", 1.0, "a"}, {2, "two", 2.0, NULL}, {3, "three", 3.0, "ccc"}};

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

/* A checksum over n records: ids, name lengths and bytes, scores, tags (NULL allowed). */
int64_t Srv_sum(Srv *s, const Rec *r, int64_t n) {
  int64_t t = 0;
  if (s) s->calls++;
  for (int64_t i = 0; i < n; i++) {
    t += r[i].id * 3 + (int64_t)strlen(r[i].name) * 7 + (int64_t)(r[i].score * 4);
    t += r[i].name[0] + (r[i].tag ? (int64_t)strlen(r[i].tag) * 11 : 5);
  }
  return t;
}

/* The name and tag lengths of n records whose names may be NULL. */
int64_t Srv_names(Srv *s, const Rec *r, int64_t n) {
  int64_t t = 0;
  if (s) s->calls++;
  for (int64_t i = 0; i < n; i++) t += (r[i].name ? (int64_t)strlen(r[i].name) * (i + 1) : 1) + (r[i].tag ? 100 : 0);
  return t;
}

static void fill(Rec *r, int n, int seed) {
  char buf[32];
  for (int i = 0; i < n; i++) {
    snprintf(buf, sizeof buf, "r%d-%d", seed, i);
    r[i].id = i + seed;
    r[i].name = strdup(buf);
    r[i].score = i * 0.25 + seed;
    r[i].tag = i % 3 == 0 ? NULL : (i % 3 == 1 ? "odd" : "even!");
  }
}

static void release(Rec *r, int n) {
  for (int i = 0; i < n; i++) free(r[i].name);
}

/* A static array inside a function, filled through an index there. */
static int64_t send_static(cormi_ref r) {
  static Rec local[65];
  char buf[32];
  for (int i = 0; i < 65; i++) {
    snprintf(buf, sizeof buf, "s%d", i * 13);
    local[i].id = 1000 - i;
    local[i].name = strdup(buf);
    local[i].score = i * 1.5;
    local[i].tag = i % 2 ? "static" : NULL;
  }
  int64_t got = cormi_invoke(r, Srv_sum, local, 65);
  CHECK(got == Srv_sum(NULL, local, 65));
  release(local, 65);
  return got;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);

  Rec stack[100];
  for (int i = 0; i < 100; i++) {
    stack[i].id = i;
    stack[i].name = strdup(i % 2 ? "odd" : "even");
    stack[i].score = i * 0.5;
    stack[i].tag = i % 5 ? "t" : NULL;
  }
  CHECK(cormi_invoke(r, Srv_sum, stack, 100) == Srv_sum(NULL, stack, 100));
  CHECK(cormi_invoke(r, Srv_sum, &stack[10], 90) == Srv_sum(NULL, &stack[10], 90));
  release(stack, 100);

  fill(table, GLOBAL_N, 7);
  CHECK(cormi_invoke(r, Srv_sum, table, GLOBAL_N) == Srv_sum(NULL, table, GLOBAL_N));
  CHECK(cormi_invoke(r, Srv_sum, table + 150, 50) == Srv_sum(NULL, table + 150, 50));
  release(table, GLOBAL_N);

  named[69].name = strdup("last");
  CHECK(cormi_invoke(r, Srv_names, named, 70) == Srv_names(NULL, named, 70));
  free(named[69].name);

  int64_t s = send_static(r);
  printf("record_arrays_fixed: %s (%s)\n", failures ? "FAILED" : "ok", s != 0 ? "sent" : "empty");
  cormi_finalize();
  return failures ? 1 : 0;
}
