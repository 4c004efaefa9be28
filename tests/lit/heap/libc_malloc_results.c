// What glibc allocates with malloc for its caller is a fresh block of each call site:
// realpath and getcwd (with a NULL buffer; else the buffer), wcsdup, scandir's list (an
// array whose elements point to entries), glob's gl_pathv (the same, at byte 8 of the
// glob_t), and `environ` is the vector main's envp points to, whose elements point to
// the environment strings. hsearch's entries hold the program's keys and data.
// RUN: clang -O0 -g -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-alias-checks>' -disable-output %t.ll | FileCheck %s
#define _GNU_SOURCE
void MAYALIAS(const void *, const void *);
void NOALIAS(const void *, const void *);
#include <dirent.h>
#include <glob.h>
#include <search.h>
#include <stdlib.h>
#include <unistd.h>
#include <wchar.h>
extern char **environ;
int main(int argc, char **argv, char **envp) {
  char buf[64];
  char *a = realpath(".", NULL), *b = realpath("..", NULL), *c = realpath(".", buf);
  NOALIAS(a, b);                   // CHECK: check [[@LINE]] NOALIAS ok
  MAYALIAS(c, buf);                // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(a, buf);                 // CHECK: check [[@LINE]] NOALIAS ok
  char *d = getcwd(NULL, 0);
  NOALIAS(d, a);                   // CHECK: check [[@LINE]] NOALIAS ok
  MAYALIAS(getcwd(buf, 64), buf);  // CHECK: check [[@LINE]] MAYALIAS ok
  wchar_t *w = wcsdup(L"x");
  NOALIAS(w, d);                   // CHECK: check [[@LINE]] NOALIAS ok
  struct dirent **list;
  scandir(".", &list, NULL, alphasort);
  NOALIAS(list, list[0]);          // CHECK: check [[@LINE]] NOALIAS ok
  MAYALIAS(list[0], list[1]);      // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(list[0], a);             // CHECK: check [[@LINE]] NOALIAS ok
  glob_t g;
  glob("*", 0, NULL, &g);
  NOALIAS(g.gl_pathv, g.gl_pathv[0]);       // CHECK: check [[@LINE]] NOALIAS ok
  MAYALIAS(g.gl_pathv[0], g.gl_pathv[1]);   // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(g.gl_pathv, list);                // CHECK: check [[@LINE]] NOALIAS ok
  globfree(&g);
  MAYALIAS(environ, envp);         // CHECK: check [[@LINE]] MAYALIAS ok
  MAYALIAS(environ[0], envp[1]);   // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(environ, argv);          // CHECK: check [[@LINE]] NOALIAS ok
  NOALIAS(environ[0], argv[0]);    // CHECK: check [[@LINE]] NOALIAS ok
  char *k = realpath("k", NULL), *v = getcwd(NULL, 0);
  hcreate(4);
  hsearch((ENTRY){k, v}, ENTER);
  ENTRY *e = hsearch((ENTRY){"k", NULL}, FIND);
  MAYALIAS(e->data, v);            // CHECK: check [[@LINE]] MAYALIAS ok
  NOALIAS(e->data, a);             // CHECK: check [[@LINE]] NOALIAS ok
  return 0;
}
// CHECK: check-summary total=18 ok=18 fail=0
