/* End-to-end: references kept in memory (a thread's argument struct, a global array, a
 * field a method sets with cormi_create) hide where they came from, yet a method of Reg
 * only runs on Reg objects (references are typed): `return self->name_buf;` arrives as
 * the member's bytes in a block of its own although Counter's `long n` lies where Reg
 * keeps a pointer. Worker threads send lists to keep through the Ctx's reference; a
 * call through a Counter reference on a Reg method is refused at run time. Exit 0 when
 * every value matched. */
#define E2E_NAME "typed_self_through_memory"
#include "check.h"
#include <cormi.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct Item {
  struct Item *next;
  long val;
} Item;
typedef struct Counter {
  long n;
} Counter;
typedef struct Reg {
  Item *kept;
  char name_buf[40];
  cormi_ref child;
} Reg;
typedef struct Ctx {
  cormi_ref reg;
  int id;
  int kept;
} Ctx;

Counter *Counter_new(long start) {
  Counter *c = malloc(sizeof *c);
  c->n = start;
  return c;
}
long Counter_add(Counter *self, long k) { return self->n += k; }

Reg *Reg_new(const char *name) {
  Reg *r = calloc(1, sizeof *r);
  strncpy(r->name_buf, name, sizeof r->name_buf - 1);
  return r;
}
int Reg_keep(Reg *self, Item *l) {
  int n = 0;
  while (l) {
    Item *nx = l->next;
    l->next = self->kept;
    self->kept = l;
    n++;
    l = nx;
  }
  return n;
}
long Reg_sum(Reg *self) {
  long t = 0;
  for (Item *i = self->kept; i; i = i->next) t += i->val;
  return t;
}
char *Reg_name(Reg *self) { return self->name_buf; }
/* A child registry made by a method, kept in a field of self. */
cormi_ref Reg_spawn(Reg *self, const char *name) {
  self->child = cormi_create(1, Reg_new, name);
  return self->child;
}

static cormi_ref g_refs[2];

static void *work(void *arg) {
  Ctx *c = arg;
  Item b = {NULL, c->id * 10 + 2}, a = {&b, c->id * 10 + 1};
  c->kept = cormi_invoke(c->reg, Reg_keep, &a);
  return NULL;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  g_refs[0] = cormi_create(1, Reg_new, "reg-one");
  g_refs[1] = cormi_create(1, Counter_new, 5L);
  Ctx ctx[3];
  pthread_t t[3];
  for (int i = 0; i < 3; i++) {
    ctx[i] = (Ctx){g_refs[0], i + 1, 0};
    pthread_create(&t[i], NULL, work, &ctx[i]);
  }
  for (int i = 0; i < 3; i++) {
    pthread_join(t[i], NULL);
    CHECK(ctx[i].kept == 2);
  }
  CHECK(cormi_invoke(g_refs[1], Counter_add, 1L) == 6);
  CHECK(cormi_invoke(g_refs[0], Reg_sum) == 11 + 12 + 21 + 22 + 31 + 32);
  char *nm = cormi_invoke(ctx[1].reg, Reg_name);
  CHECK(strcmp(nm, "reg-one") == 0);
  free(nm);
  cormi_ref child = cormi_invoke(g_refs[0], Reg_spawn, "child-reg");
  Item x = {NULL, 7};
  CHECK(cormi_invoke(child, Reg_keep, &x) == 1);
  char *cn = cormi_invoke(child, Reg_name);
  CHECK(strcmp(cn, "child-reg") == 0);
  free(cn);
  /* A Reg method on the Counter (hidden in the global array): refused before it runs. */
  cormi_set_error_mode(CORMI_ERRORS_RETURN);
  char *wrong = cormi_invoke(g_refs[1], Reg_name);
  CHECK(wrong == NULL && strstr(cormi_strerror(cormi_last_error()), "type") != NULL);
  cormi_clear_error();
  CHECK(cormi_invoke(g_refs[1], Counter_add, 0L) == 6);
  cormi_finalize();
  return failures != 0;
}
