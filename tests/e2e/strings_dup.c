/* End-to-end: strings made the way C programs make them (strdup, strndup, asprintf,
 * getline, string literals of different lengths through one pointer), sent as arguments,
 * inside a struct, and returned. The runtime knows each heap block's requested size (for
 * a literal: its global's size, noted at start-up); plain free releases what the calls
 * return. Before run-time extents these were compile errors ("the size of the object
 * ... is unknown", "different shapes ... need a type tag"). Exit 0 when every value
 * matched. */
#define _GNU_SOURCE
#define E2E_NAME "strings_dup"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Person { char *name; char *email; int64_t age; } Person;
typedef struct Dir { int64_t lookups; } Dir;

Dir *Dir_new(void) { return calloc(1, sizeof(Dir)); }

int64_t Dir_len(Dir *d, const char *s) {
  d->lookups++;
  return (int64_t)strlen(s);
}

/* "name <email>, age", a fresh string the caller frees. */
char *Dir_format(Dir *d, const Person *p) {
  d->lookups++;
  char *out = NULL;
  if (asprintf(&out, "%s <%s>, %ld", p->name, p->email, (long)p->age) < 0) return NULL;
  return out;
}

char *Dir_upper(Dir *d, char *s) {
  d->lookups++;
  for (size_t i = 0; s[i]; i++)
    if (s[i] >= 'a' && s[i] <= 'z') s[i] = (char)(s[i] - 'a' + 'A');
  return s;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Dir_new);

  char *s = strdup("hello, world");
  CHECK(cormi_invoke(r, Dir_len, s) == 12);
  char *up = cormi_invoke(r, Dir_upper, s);
  CHECK(strcmp(up, "HELLO, WORLD") == 0 && strcmp(s, "hello, world") == 0);
  free(up);
  free(s);

  char *part = strndup("abcdefgh", (size_t)argc + 2); /* "abc" on every node */
  CHECK(cormi_invoke(r, Dir_len, part) == 3);
  free(part);

  Person p = {0};
  p.name = strdup("Ada Lovelace");
  if (asprintf(&p.email, "ada%d@example.org", 1815) < 0) p.email = NULL;
  p.age = 36;
  char *line = cormi_invoke(r, Dir_format, &p);
  CHECK(line && strcmp(line, "Ada Lovelace <ada1815@example.org>, 36") == 0);
  free(line);
  free(p.name);
  free(p.email);

  /* getline's buffer: larger than the line it holds; the whole buffer is copied. */
  FILE *f = tmpfile();
  fputs("first line\nsecond, longer line\n", f);
  rewind(f);
  char *buf = NULL;
  size_t cap = 0;
  int64_t total = 0;
  while (getline(&buf, &cap, f) > 0) total += cormi_invoke(r, Dir_len, buf);
  CHECK(total == 11 + 20);
  free(buf);
  fclose(f);

  /* One pointer, string literals of different lengths. */
  const char *words[] = {"a", "three", "eleven char"};
  int64_t lens = 0;
  for (int i = 0; i < 3; i++) {
    const char *w = words[(i + argc) % 3];
    lens += cormi_invoke(r, Dir_len, (char *)w);
  }
  CHECK(lens == 1 + 5 + 11);

  printf("strings_dup: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
