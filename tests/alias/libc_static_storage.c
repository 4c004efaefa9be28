/* Library functions returning the library's static storage return the SAME
 * storage on every call (and localtime/gmtime share a struct tm, ctime and
 * asctime a buffer): their results alias across calls; freopen returns its
 * stream argument; getenv points into the environment (envp). */
#include <errno.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "aliascheck.h"

int x;

NOINLINE void storage(time_t t) {
  MAYALIAS(localtime(&t), localtime(&t));
  MAYALIAS(localtime(&t), gmtime(&t));
  MAYALIAS(ctime(&t), asctime(localtime(&t)));
  MAYALIAS(getenv("HOME"), getenv("HOME"));
  MAYALIAS(&errno, __errno_location());
  MAYALIAS(strerror(1), strerror(2));
  NOALIAS(localtime(&t), &x);
}

NOINLINE void hosts(void) {
  struct hostent *h = gethostbyname("localhost");
  if (!h) return;
  MAYALIAS(h->h_addr_list[0], h->h_addr_list[0]);
  MAYALIAS(h->h_name, h->h_name);
}

NOINLINE void reopen(void) {
  FILE *f = freopen("/dev/null", "r", stdin);
  MAYALIAS(f, stdin);
}

int main(int argc, char **argv, char **envp) {
  (void)argv;
  storage(argc);
  hosts();
  reopen();
  MAYALIAS(getenv("PATH"), envp[0] + 5);
  return 0;
}
