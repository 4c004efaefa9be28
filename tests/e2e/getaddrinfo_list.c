/* End-to-end: getaddrinfo's result list sent to a remote method that walks it: malloc'd
 * `struct addrinfo` records linked by ai_next, each with its socket address in the
 * same block right after the record (ai_addr, an interior pointer) and the first with a
 * malloc'd canonical name. Numeric hosts (no resolver needed), IPv4 and IPv6, several
 * socket types per host. Before: "may point into the middle of the object
 * (getaddrinfo) ... at an offset known only at run time" (the list was one collapsed
 * object). Only node 0 prints; exit 0 when every value matched. */
#define _GNU_SOURCE
#define E2E_NAME "getaddrinfo_list"
#include "check.h"
#include <arpa/inet.h>
#include <cormi.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

typedef struct Srv { int64_t calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

/* A checksum of every record: family, socket type, port and address bytes, name. */
int64_t Srv_digest(Srv *s, const struct addrinfo *ai) {
  int64_t t = 0;
  if (s) s->calls++;
  for (; ai; ai = ai->ai_next) {
    const unsigned char *a = NULL;
    size_t n = 0;
    if (ai->ai_family == AF_INET) {
      const struct sockaddr_in *in = (const struct sockaddr_in *)ai->ai_addr;
      t += ntohs(in->sin_port);
      a = (const unsigned char *)&in->sin_addr, n = sizeof in->sin_addr;
    } else if (ai->ai_family == AF_INET6) {
      const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)ai->ai_addr;
      t += ntohs(in6->sin6_port) * 3;
      a = (const unsigned char *)&in6->sin6_addr, n = sizeof in6->sin6_addr;
    }
    for (size_t i = 0; i < n; i++) t = t * 31 + a[i];
    t += ai->ai_socktype * 7 + ai->ai_protocol * 5 + (int64_t)ai->ai_addrlen;
    if (ai->ai_canonname) t += (int64_t)strlen(ai->ai_canonname) * 100 + ai->ai_canonname[0];
  }
  return t;
}

/* The number of records. */
int64_t Srv_count(Srv *s, const struct addrinfo *ai) {
  int64_t n = 0;
  if (s) s->calls++;
  for (; ai; ai = ai->ai_next) n++;
  return n;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  const char *hosts[] = {"127.0.0.1", "::1", "192.0.2.7", "2001:db8::5"};
  const char *ports[] = {"8080", "443", "53", "1"};
  for (int i = 0; i < 4; i++) {
    struct addrinfo hints = {0}, *res = NULL;
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | (i % 2 ? 0 : AI_CANONNAME);
    hints.ai_family = AF_UNSPEC;
    CHECK(getaddrinfo(hosts[i], ports[i], &hints, &res) == 0);
    if (!res) continue;
    CHECK(cormi_invoke(r, Srv_digest, res) == Srv_digest(NULL, res));
    int64_t n = cormi_invoke(r, Srv_count, res);
    CHECK(n == Srv_count(NULL, res) && n >= 1);
    freeaddrinfo(res);
  }
  printf("getaddrinfo_list: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
