/* End-to-end: what the C library returns from its own storage, sent to a remote method
 * as ordinary C code would: strerror's and strsignal's messages (also an unknown errno's,
 * built in a per-thread buffer), asctime's buffer, gmtime's `struct tm`, getenv's
 * environment string (an address inside it, main without envp), readdir's entries'
 * names (a pointer into each entry), alone and together in a struct. Each is one
 * library object as glibc keeps it; the strings and entries are noted with their
 * extents after each call. Before: one shared library object, "may point into the
 * middle of the object (lib:library-storage)". Exit 0 when every value matched. */
#define _GNU_SOURCE
#define E2E_NAME "libc_results"
#include "check.h"
#include <cormi.h>
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Info {
  const char *err;
  char *when;
  struct tm *tm;
  char *path;
  char *name;
} Info;
typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

static int64_t hash(const char *s) {
  int64_t h = 5381;
  if (!s) return 0;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

int64_t Srv_str(Srv *self, const char *s) {
  self->calls++;
  return hash(s);
}

int64_t Srv_tm(Srv *self, const struct tm *tm) {
  self->calls++;
  return ((int64_t)tm->tm_year * 400 + tm->tm_yday) * 100 + tm->tm_hour;
}

int64_t Srv_info(Srv *self, const Info *i) {
  self->calls++;
  return hash(i->err) + 3 * hash(i->when) + 5 * Srv_tm(self, i->tm) + 7 * hash(i->path) + 11 * hash(i->name);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Srv local = {0};
  time_t t = 1700000000;

  for (int e = 0; e < 40; e++) CHECK(cormi_invoke(r, Srv_str, strerror(e)) == hash(strerror(e)));
  CHECK(cormi_invoke(r, Srv_str, strerror(12345)) == hash(strerror(12345)));
  CHECK(cormi_invoke(r, Srv_str, strsignal(SIGINT)) == hash(strsignal(SIGINT)));
  CHECK(cormi_invoke(r, Srv_tm, gmtime(&t)) == Srv_tm(&local, gmtime(&t)));

  DIR *d = opendir(".");
  CHECK(d != NULL);
  int64_t names = 0, want = 0, info = 0, info_want = 0;
  for (struct dirent *de; d && (de = readdir(d));) {
    names += cormi_invoke(r, Srv_str, de->d_name);
    want += hash(de->d_name);
    if (!info) {
      Info in = {strerror(ENOENT), asctime(gmtime(&t)), gmtime(&t), getenv("PATH"), de->d_name};
      if (in.path) in.path += strlen(in.path) / 2; /* inside the environment string */
      info = cormi_invoke(r, Srv_info, &in);
      info_want = Srv_info(&local, &in);
    }
  }
  CHECK(names == want);
  CHECK(info != 0 && info == info_want);
  if (d) closedir(d);
  printf("libc_results: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
