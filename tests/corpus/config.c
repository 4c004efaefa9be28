/* Configuration files: the client writes an INI-style file, reads it back with getline,
 * parses each line (trimming with pointer walks) into an array of records { char
 * *section; char *key; char *value; } grown with realloc, and sends the records to a
 * configuration node; the node indexes them and answers lookups (returning strdup'ed
 * values, NULL when missing) and a rendered "section.key=value" dump as one string.
 * The client checks every lookup and the dump against its own records. */
#include <cormi.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "config: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Setting {
  char *section;
  char *key;
  char *value;
} Setting;

typedef struct Config {
  Setting *s;
  size_t n;
} Config;

static char *trim(char *s) {
  while (isspace((unsigned char)*s)) s++;
  char *end = s + strlen(s);
  while (end > s && isspace((unsigned char)end[-1])) *--end = '\0';
  return s;
}

static void add(Config *c, const char *section, const char *key, const char *value) {
  c->s = realloc(c->s, (c->n + 1) * sizeof(Setting));
  c->s[c->n].section = strdup(section);
  c->s[c->n].key = strdup(key);
  c->s[c->n].value = strdup(value);
  c->n++;
}

static Config parse(FILE *f) {
  Config c = {NULL, 0};
  char *line = NULL, *section = strdup("");
  size_t cap = 0;
  while (getline(&line, &cap, f) > 0) {
    char *t = trim(line);
    if (*t == '#' || *t == '\0') continue;
    if (*t == '[') {
      char *close = strchr(t, ']');
      if (!close) continue;
      *close = '\0';
      free(section);
      section = strdup(trim(t + 1));
      continue;
    }
    char *eq = strchr(t, '=');
    if (!eq) continue;
    *eq = '\0';
    add(&c, section, trim(t), trim(eq + 1));
  }
  free(line);
  free(section);
  return c;
}

Config *Config_new(void) { return calloc(1, sizeof(Config)); }

/* Takes copies of the settings; later ones override earlier ones. Returns the count. */
size_t Config_load(Config *self, Setting *s, size_t n) {
  for (size_t i = 0; i < n; i++) add(self, s[i].section, s[i].key, s[i].value);
  return self->n;
}

char *Config_get(Config *self, const char *section, const char *key) {
  for (size_t i = self->n; i-- > 0;)
    if (strcmp(self->s[i].section, section) == 0 && strcmp(self->s[i].key, key) == 0) return strdup(self->s[i].value);
  return NULL;
}

char *Config_dump(Config *self) {
  size_t len = 1;
  for (size_t i = 0; i < self->n; i++)
    len += strlen(self->s[i].section) + strlen(self->s[i].key) + strlen(self->s[i].value) + 3;
  char *out = malloc(len), *p = out;
  *p = '\0';
  for (size_t i = 0; i < self->n; i++) p += sprintf(p, "%s.%s=%s\n", self->s[i].section, self->s[i].key, self->s[i].value);
  return out;
}

static const char *FILE_TEXT =
    "# service settings\n"
    "name = cormi-demo\n"
    "[server]\n"
    "  port = 7000  \n"
    "host=localhost\n"
    "\n"
    "[limits]\n"
    "max_clients = 64\n"
    "timeout_ms=2500\n"
    "[server]\n"
    "port = 7001\n"
    "greeting = hello, world = everyone\n";

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref cfg = cormi_create(cormi_nodes() > 1 ? 1 : 0, Config_new);
  FILE *f = tmpfile();
  if (!f) return 2;
  fputs(FILE_TEXT, f);
  rewind(f);
  Config local = parse(f);
  fclose(f);
  CHECK(local.n == 7);
  CHECK(cormi_invoke(cfg, Config_load, local.s, local.n) == local.n);
  const char *queries[][3] = {
      {"", "name", "cormi-demo"},  {"server", "port", "7001"},       {"server", "host", "localhost"},
      {"limits", "max_clients", "64"}, {"limits", "timeout_ms", "2500"}, {"server", "greeting", "hello, world = everyone"},
      {"server", "missing", NULL}, {"nosuch", "port", NULL},
  };
  for (size_t q = 0; q < sizeof queries / sizeof *queries; q++) {
    char *v = cormi_invoke(cfg, Config_get, queries[q][0], queries[q][1]);
    if (queries[q][2]) CHECK(v && strcmp(v, queries[q][2]) == 0);
    else CHECK(v == NULL);
    free(v);
  }
  char *dump = cormi_invoke(cfg, Config_dump);
  size_t back = 0;
  for (size_t i = 0; i < local.n; i++) back += strlen(local.s[i].section) + strlen(local.s[i].key) + strlen(local.s[i].value) + 3;
  CHECK(dump && strlen(dump) == back);
  CHECK(dump && strstr(dump, "server.greeting=hello, world = everyone\n") != NULL);
  printf("config: %zu settings loaded remotely, %zu bytes dumped\n", local.n, dump ? strlen(dump) : 0);
  free(dump);
  for (size_t i = 0; i < local.n; i++) {
    free(local.s[i].section);
    free(local.s[i].key);
    free(local.s[i].value);
  }
  free(local.s);
  cormi_release(cfg);
  cormi_finalize();
  return failures != 0;
}
