/*
 * latency.c — round-trip latency of an empty cormi remote call between two processes,
 * and of a raw TCP ping-pong between the same two processes, for comparison.
 *
 *   cormirun -n 2 ./latency rmi ITERS WARMUP        empty call rank 0 -> rank 1 (cormi-rt)
 *   cormirun -n 2 ./latency raw ITERS WARMUP BYTES  plain sockets on the listeners that
 *                                                   cormirun hands out (TCP_NODELAY),
 *                                                   BYTES each way per round trip
 *
 * Rank 0 prints one line:  RESULT <mode> <iters> <median_us> <p10_us> <p90_us>
 * benches/latency.sh runs both, pinned and unpinned, and prints the table.
 */
#include <cormi_rt.h>

#include "timing.h"

#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <arpa/inet.h>

enum { SITE_EMPTY = 1 };
#define BUILD_ID 0x6c6174656e637921ull /* "latency!" */

static void die(const char *what) {
  fprintf(stderr, "latency: %s: %s\n", what, strerror(errno));
  exit(1);
}

/* ------------------------------------------------------------------ raw TCP */

static void full_io(int fd, char *buf, size_t n, int writing) {
  for (size_t done = 0; done < n;) {
    ssize_t k = writing ? write(fd, buf + done, n - done) : read(fd, buf + done, n - done);
    if (k <= 0) {
      if (k < 0 && errno == EINTR) continue;
      if (k == 0) exit(0); /* the peer closed: the benchmark is over */
      die(writing ? "write" : "read");
    }
    done += (size_t)k;
  }
}

static void nodelay(int fd) {
  int one = 1;
  if (setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one) != 0) die("TCP_NODELAY");
}

/** Connects to the `rank`-th host:port of CORMI_ADDRS. */
static int connect_rank(int rank) {
  const char *addrs = getenv("CORMI_ADDRS");
  if (!addrs) die("CORMI_ADDRS not set (run under cormirun -n 2)");
  for (int i = 0; i < rank && addrs; i++) addrs = strchr(addrs, ',') ? strchr(addrs, ',') + 1 : NULL;
  if (!addrs) die("CORMI_ADDRS too short");
  const char *colon = strchr(addrs, ':');
  char host[64];
  snprintf(host, sizeof host, "%.*s", (int)(colon - addrs), addrs);
  struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(colon + 1))};
  inet_pton(AF_INET, host, &sa.sin_addr);
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) die("connect");
  return fd;
}

static int raw(int iters, int warmup, size_t bytes) {
  char *buf = calloc(1, bytes);
  const char *rank = getenv("CORMI_RANK"), *lfd = getenv("CORMI_LISTEN_FD");
  if (!rank || !lfd) die("CORMI_RANK/CORMI_LISTEN_FD not set (run under cormirun -n 2)");
  if (atoi(rank) == 1) {
    int fd = accept(atoi(lfd), NULL, NULL);
    if (fd < 0) die("accept");
    nodelay(fd);
    for (;;) full_io(fd, buf, bytes, 0), full_io(fd, buf, bytes, 1);
  }
  if (atoi(rank) != 0) return 0;
  int fd = connect_rank(1);
  nodelay(fd);
  double *t = malloc(sizeof(double) * (size_t)iters);
  for (int i = -warmup; i < iters; i++) {
    double t0 = bench_now_us();
    full_io(fd, buf, bytes, 1);
    full_io(fd, buf, bytes, 0);
    if (i >= 0) t[i] = bench_now_us() - t0;
  }
  bench_result("raw", iters, bench_percentiles(t, iters));
  close(fd);
  return 0;
}

/* ------------------------------------------------------------------ cormi */

static int serve_empty(cormi_in *args, cormi_out *reply, void *self) {
  (void)args, (void)reply, (void)self;
  return 0;
}

static const cormi_site sites[] = {{SITE_EMPTY, serve_empty, "empty (latency.c)"}};

static int rmi(int argc, char **argv, int iters, int warmup) {
  cormi_register_sites(BUILD_ID, sites, 1);
  cormi_init(&argc, &argv);
  if (cormi_nodes() < 2) {
    fprintf(stderr, "latency: rmi needs 2 nodes (cormirun -n 2)\n");
    return 1;
  }
  double *t = malloc(sizeof(double) * (size_t)iters);
  for (int i = -warmup; i < iters; i++) {
    double t0 = bench_now_us();
    cormi_call *c = cormi_call_begin_node(1, SITE_EMPTY);
    cormi_call_invoke(c); /* ABORT mode: a failure exits with a message */
    cormi_call_end(c);
    if (i >= 0) t[i] = bench_now_us() - t0;
  }
  bench_result("rmi", iters, bench_percentiles(t, iters));
  cormi_finalize();
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 4 || (strcmp(argv[1], "raw") && strcmp(argv[1], "rmi"))) {
    fprintf(stderr, "usage: cormirun -n 2 %s rmi|raw ITERS WARMUP [BYTES]\n", argv[0]);
    return 2;
  }
  int iters = atoi(argv[2]), warmup = atoi(argv[3]);
  if (iters < 1) iters = 1;
  if (!strcmp(argv[1], "raw")) return raw(iters, warmup, argc > 4 ? (size_t)atol(argv[4]) : 64);
  return rmi(argc, argv, iters, warmup);
}
