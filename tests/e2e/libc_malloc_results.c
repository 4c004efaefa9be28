/* End-to-end: what the C library allocates with malloc for its caller, sent to a remote
 * method as ordinary C code would: realpath(p, NULL), getcwd(NULL, 0),
 * get_current_dir_name(), wcsdup's copy, scandir's list of entries (with a filter and
 * alphasort), glob's gl_pathv, and the environment vector `environ` (before and after
 * setenv, which makes glibc move it into a malloc'd block). Each is a fresh block of
 * the runtime's malloc (its extent known), freed with plain free / globfree. Also the
 * key and data of an entry hsearch finds (the program's own strings). Before:
 * "may point into the middle of the object (lib:library-storage)" or "(unknown) ... the
 * call of cormi_log_alloc", naming runtime internals. Exit 0 when every value matched. */
#define _GNU_SOURCE
#define E2E_NAME "libc_malloc_results"
#include "check.h"
#include <cormi.h>
#include <dirent.h>
#include <glob.h>
#include <search.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

extern char **environ;

typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

static uint64_t hash(const char *s) {
  uint64_t h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

uint64_t Srv_str(Srv *s, const char *text) {
  s->calls++;
  return text ? hash(text) : 0;
}

uint64_t Srv_wide(Srv *s, const wchar_t *w) {
  s->calls++;
  uint64_t h = 7;
  for (; *w; w++) h = h * 31 + (uint64_t)*w;
  return h;
}

/* The names of n entries, in order. */
uint64_t Srv_entries(Srv *s, struct dirent **list, int64_t n) {
  s->calls++;
  uint64_t h = 1;
  for (int64_t i = 0; i < n; i++) h = h * 1000003 + hash(list[i]->d_name);
  return h;
}

/* n strings, in order. */
uint64_t Srv_strings(Srv *s, char **v, int64_t n) {
  s->calls++;
  uint64_t h = 1;
  for (int64_t i = 0; i < n; i++) h = h * 1000003 + hash(v[i]);
  return h;
}

/* A NULL-terminated vector of strings (the environment). */
uint64_t Srv_env(Srv *s, char **env) {
  s->calls++;
  uint64_t h = 1;
  for (; *env; env++) h = h * 1000003 + hash(*env);
  return h;
}

static int headers(const struct dirent *d) { return strstr(d->d_name, ".h") != NULL; }

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Srv local = {0};

  char *real = realpath(".", NULL);
  CHECK(real && cormi_invoke(r, Srv_str, real) == hash(real));
  char *cwd = getcwd(NULL, 0);
  CHECK(cwd && cormi_invoke(r, Srv_str, cwd) == hash(cwd));
  char *dir = get_current_dir_name();
  CHECK(dir && cormi_invoke(r, Srv_str, dir) == hash(dir));
  free(real);
  free(cwd);
  free(dir);

  wchar_t *w = wcsdup(L"wide characters");
  CHECK(cormi_invoke(r, Srv_wide, w) == Srv_wide(&local, w));
  free(w);

  struct dirent **list;
  int n = scandir("/usr/include", &list, headers, alphasort);
  CHECK(n > 0);
  if (n > 0) {
    CHECK(cormi_invoke(r, Srv_entries, list, (int64_t)n) == Srv_entries(&local, list, n));
    for (int i = 0; i < n; i++) free(list[i]);
    free(list);
  }

  glob_t g;
  CHECK(glob("/usr/include/std*.h", 0, NULL, &g) == 0);
  CHECK(g.gl_pathc > 0);
  CHECK(cormi_invoke(r, Srv_strings, g.gl_pathv, (int64_t)g.gl_pathc) == Srv_strings(&local, g.gl_pathv, (int64_t)g.gl_pathc));
  globfree(&g);

  CHECK(hcreate(16));
  ENTRY item = {strdup("key"), strdup("the data of the key")};
  CHECK(hsearch(item, ENTER) != NULL);
  ENTRY *found = hsearch((ENTRY){"key", NULL}, FIND);
  CHECK(found != NULL);
  if (found) {
    CHECK(cormi_invoke(r, Srv_str, found->data) == hash("the data of the key"));
    CHECK(cormi_invoke(r, Srv_str, found->key) == hash("key"));
  }
  hdestroy();
  free(item.key);
  free(item.data);

  CHECK(cormi_invoke(r, Srv_env, environ) == Srv_env(&local, environ));
  setenv("CORMI_E2E_ADDED", "a value", 1); /* glibc's vector is now a malloc'd block */
  CHECK(cormi_invoke(r, Srv_env, environ) == Srv_env(&local, environ));

  cormi_finalize();
  if (failures == 0) printf("libc_malloc_results: ok\n");
  return failures != 0;
}
