/* End-to-end: the program's own arguments (argv[i]) and environment strings sent to a
 * remote method, alone and stored in a struct next to a heap string. The runtime notes
 * argv, its strings and the environment before main, so their extents are known.
 * Before, "may point to (lib:argv-strings) ..., which cannot be copied". Works with any
 * arguments (run.sh passes none: argv[0] and the environment). Exit 0 when every value
 * matched. */
#define _GNU_SOURCE
#define E2E_NAME "argv_strings"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Opt { char *key; char *value; } Opt;
typedef struct Parser { int64_t seen; } Parser;

Parser *Parser_new(void) { return calloc(1, sizeof(Parser)); }

int64_t Parser_len(Parser *p, const char *s) {
  p->seen++;
  return (int64_t)strlen(s);
}

/* "key=value" length, checking the key. */
int64_t Parser_opt(Parser *p, const Opt *o) {
  p->seen++;
  return strcmp(o->key, "name") == 0 ? (int64_t)(strlen(o->key) + 1 + strlen(o->value)) : -1;
}

int main(int argc, char **argv, char **envp) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Parser_new);
  int64_t total = 0, want = 0;
  for (int i = 0; i < argc; i++) {
    total += cormi_invoke(r, Parser_len, argv[i]);
    want += (int64_t)strlen(argv[i]);
  }
  CHECK(total == want);

  Opt o = {strdup("name"), argc > 1 ? argv[argc - 1] : argv[0]};
  CHECK(cormi_invoke(r, Parser_opt, &o) == (int64_t)(5 + strlen(o.value)));
  free(o.key);

  if (envp[0]) CHECK(cormi_invoke(r, Parser_len, envp[0]) == (int64_t)strlen(envp[0]));
  printf("argv_strings: %s (%d arguments)\n", failures ? "FAILED" : "ok", argc);
  cormi_finalize();
  return failures ? 1 : 0;
}
