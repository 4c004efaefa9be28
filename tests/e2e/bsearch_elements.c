/* End-to-end: element pointers found by bsearch into a global table of records, kept in
 * a list. At -O1 and up glibc's bsearch is an inline copy in the program, walking
 * `base + idx * size`; the pass analyses the call as the library function (the element
 * is anywhere in the table). The pointers travel as (table, offset); tokens naming one
 * symbol arrive sharing one record, so counting uses through them counts per symbol.
 * The caller's table is untouched. Exit 0 when every value matched. */
#define E2E_NAME "bsearch_elements"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Sym {
  const char *name;
  int64_t uses;
} Sym;

typedef struct Tok {
  Sym *sym;
  struct Tok *next;
} Tok;

typedef struct Svc { int64_t calls; } Svc;

Svc *Svc_new(void) { return calloc(1, sizeof(Svc)); }

static Sym table[5] = {{"and", 0}, {"break", 0}, {"case", 0}, {"do", 0}, {"else", 0}};

static int by_name(const void *key, const void *elem) { return strcmp((const char *)key, ((const Sym *)elem)->name); }

/* distinct symbols * 1000 + uses of the first token's symbol * 10 + its index. */
int64_t Svc_count(Svc *self, Tok *t) {
  self->calls++;
  int64_t distinct = 0;
  for (Tok *p = t; p; p = p->next) p->sym->uses = 0;
  for (Tok *p = t; p; p = p->next)
    if (p->sym->uses++ == 0) distinct++;
  return distinct * 1000 + (t ? t->sym->uses * 10 + (int64_t)strlen(t->sym->name) : 0);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref s = cormi_create(cormi_nodes() - 1, Svc_new);
  const char *words[] = {"case", "and", "case", "else", "case", "and"};
  Tok *list = NULL;
  for (int i = 5; i >= 0; i--) {
    Tok *n = malloc(sizeof *n);
    n->sym = bsearch(words[i], table, 5, sizeof(Sym), by_name);
    n->next = list;
    list = n;
  }
  CHECK(list->sym == &table[2] && list->next->sym == &table[0]);
  int64_t got = cormi_invoke(s, Svc_count, list);
  CHECK(got == 3 * 1000 + 3 * 10 + 4);
  for (int i = 0; i < 5; i++) CHECK(table[i].uses == 0);
  printf("bsearch: %lld\n", (long long)got);
  while (list) {
    Tok *next = list->next;
    free(list);
    list = next;
  }
  cormi_finalize();
  return failures != 0;
}
