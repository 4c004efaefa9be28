/* uthash (Debian's uthash package, uthash.h unchanged; fetched by run.sh, never
 * committed) through cormi: a table of users keyed by id. Its elements link each other
 * through embedded UT_hash_handles (hh.prev/next point at element starts, the buckets'
 * chains and the table's tail at the handles inside the elements, hh.key into the
 * element) and recover an element from its handle by subtracting the offset the table
 * stores (tbl->hho): pointers into the middle of objects, sent as (object, offset). The
 * remote method finds keys, iterates in insertion order, adds users; a table built on
 * the serving node is returned. The caller checks its own table is untouched. Exit 0
 * when every value matched. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "uthash.h"

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "uthash users: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct User {
  int id;
  char name[16];
  double score;
  UT_hash_handle hh;
} User;

typedef struct Svc { long calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

/* Sum of scores of the keys found, the insertion order (ids times position), the count;
 * then two users are added to the copy and everything is checked again. */
double Svc_lookup(Svc *self, User *users, int k1, int k2) {
  self->calls++;
  User *u = NULL;
  double t = 0;
  HASH_FIND_INT(users, &k1, u);
  if (u) t += u->score + (double)strlen(u->name);
  HASH_FIND_INT(users, &k2, u);
  if (u) t += 10 * u->score;
  long pos = 0;
  User *it, *tmp;
  HASH_ITER(hh, users, it, tmp) t += 1000.0 * it->id * ++pos;
  unsigned before = HASH_COUNT(users);
  for (int i = 0; i < 2; i++) {
    User *n = calloc(1, sizeof *n);
    n->id = 1000 + i;
    n->score = 0.5;
    HASH_ADD_INT(users, id, n);
  }
  int fresh = 1001;
  HASH_FIND_INT(users, &fresh, u);
  CHECK(u && u->id == 1001 && HASH_COUNT(users) == before + 2);
  return t + 1e7 * before;
}

/* A table of n users built here and returned. */
User *Svc_make(Svc *self, int n) {
  self->calls++;
  User *users = NULL;
  for (int i = 0; i < n; i++) {
    User *u = calloc(1, sizeof *u);
    u->id = i * 7 + 3;
    u->score = i * 0.25;
    snprintf(u->name, sizeof u->name, "user%d", i);
    HASH_ADD_INT(users, id, u);
  }
  return users;
}

static double expected(User *users, int k1, int k2) {
  User *u = NULL;
  double t = 0;
  HASH_FIND_INT(users, &k1, u);
  if (u) t += u->score + (double)strlen(u->name);
  HASH_FIND_INT(users, &k2, u);
  if (u) t += 10 * u->score;
  long pos = 0;
  User *it, *tmp;
  HASH_ITER(hh, users, it, tmp) t += 1000.0 * it->id * ++pos;
  return t + 1e7 * HASH_COUNT(users);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);
  User *users = NULL;
  for (int i = 0; i < 3; i++) { /* the table of three integer keys */
    User *u = calloc(1, sizeof *u);
    u->id = i + 1;
    u->score = 1.5 * i;
    snprintf(u->name, sizeof u->name, "n%d", i);
    HASH_ADD_INT(users, id, u);
  }
  double e = expected(users, 2, 3);
  double got = cormi_invoke(s, Svc_lookup, users, 2, 3);
  CHECK(got == e);
  CHECK(expected(users, 2, 3) == e && HASH_COUNT(users) == 3);
  printf("three keys: %.2f\n", got);

  for (int i = 3; i < 300; i++) {
    User *u = calloc(1, sizeof *u);
    u->id = i + 1;
    u->score = 0.5 * i;
    snprintf(u->name, sizeof u->name, "n%d", i);
    HASH_ADD_INT(users, id, u);
  }
  e = expected(users, 150, 299);
  got = cormi_invoke(s, Svc_lookup, users, 150, 299);
  CHECK(got == e);
  printf("300 keys (buckets expanded): %.2f\n", got);

  User *r = cormi_invoke(s, Svc_make, 40);
  User *mine = Svc_make(&(Svc){0}, 40);
  CHECK(r && HASH_COUNT(r) == 40);
  CHECK(expected(r, 10, 17) == expected(mine, 10, 17));
  int key = 7 * 20 + 3;
  User *u = NULL;
  HASH_FIND_INT(r, &key, u);
  CHECK(u && strcmp(u->name, "user20") == 0);
  printf("returned: %.2f\n", expected(r, 10, 17));

  User *it, *tmp;
  HASH_ITER(hh, users, it, tmp) { HASH_DEL(users, it); free(it); }
  HASH_ITER(hh, r, it, tmp) { HASH_DEL(r, it); free(it); }
  HASH_ITER(hh, mine, it, tmp) { HASH_DEL(mine, it); free(it); }
  cormi_finalize();
  return failures ? 1 : 0;
}
