/*
 * latency.c — round-trip latency of an empty cormi remote call between two processes,
 * and of a raw TCP ping-pong between the same two processes, for comparison.
 *
 *   cormirun -n 2 ./latency rmi ITERS WARMUP        empty call rank 0 -> rank 1 (cormi-rt)
 *   cormirun -n 2 ./latency raw ITERS WARMUP BYTES  plain sockets on the listeners that
 *                                                   cormirun hands out (TCP_NODELAY),
 *                                                   BYTES each way per round trip; each
 *                                                   side blocks in read
 *   cormirun -n 2 ./latency rawpoll ITERS WARMUP BYTES  the same, but each read first polls
 *                                                   (recv MSG_DONTWAIT) for up to
 *                                                   POLL_US, then blocks: no wake-up when
 *                                                   the answer comes within that time
 *   cormirun -n 2 ./latency idle ITERS WARMUP SECONDS  ITERS empty calls, then SECONDS
 *                                                   without calls (benches/idle-cpu.sh
 *                                                   reads the ranks' CPU time meanwhile),
 *                                                   then one more call
 *
 * Rank 0 prints one line:  RESULT <mode> <iters> <median_us> <p10_us> <p90_us>
 * benches/latency.sh runs them, pinned and unpinned, and prints the table. Every rank
 * prints `PID <rank> <pid>` first.
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

/* How long a rawpoll read polls before it blocks (cormi's maximum budget is 100 us; a
 * fixed 50 us is the plain poller of ../shared/notes/latency-on-this-machine.md). */
#define POLL_US 50.0
static int polling;

/* One read: with `polling`, recv(MSG_DONTWAIT) until data or POLL_US, then a blocking read. */
static ssize_t read_some(int fd, char *buf, size_t n) {
  if (polling) {
    double t0 = bench_now_us();
    do {
      ssize_t k = recv(fd, buf, n, MSG_DONTWAIT);
      if (k >= 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) return k;
    } while (bench_now_us() - t0 < POLL_US);
  }
  return read(fd, buf, n);
}

static void full_io(int fd, char *buf, size_t n, int writing) {
  for (size_t done = 0; done < n;) {
    ssize_t k = writing ? write(fd, buf + done, n - done) : read_some(fd, buf + done, n - done);
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
  bench_result(polling ? "rawpoll" : "raw", iters, bench_percentiles(t, iters));
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

static void empty_call(void) {
  cormi_call *c = cormi_call_begin_node(1, SITE_EMPTY);
  cormi_call_invoke(c);
  cormi_call_end(c);
}

/* Calls (so every wait has adapted its polling budget), then none for `seconds`. */
static int idle(int argc, char **argv, int iters, int seconds) {
  cormi_register_sites(BUILD_ID, sites, 1);
  cormi_init(&argc, &argv);
  for (int i = 0; i < iters; i++) empty_call();
  printf("IDLE-START %d\n", seconds);
  fflush(stdout);
  sleep((unsigned)seconds);
  printf("IDLE-END\n");
  fflush(stdout);
  empty_call();
  cormi_finalize();
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 4 || (strcmp(argv[1], "raw") && strcmp(argv[1], "rawpoll") && strcmp(argv[1], "rmi") && strcmp(argv[1], "idle"))) {
    fprintf(stderr, "usage: cormirun -n 2 %s rmi|raw|rawpoll ITERS WARMUP [BYTES]\n", argv[0]);
    fprintf(stderr, "       cormirun -n 2 %s idle ITERS WARMUP SECONDS\n", argv[0]);
    return 2;
  }
  const char *rank = getenv("CORMI_RANK");
  printf("PID %s %d\n", rank ? rank : "0", (int)getpid());
  fflush(stdout);
  int iters = atoi(argv[2]), warmup = atoi(argv[3]);
  if (iters < 1) iters = 1;
  polling = !strcmp(argv[1], "rawpoll");
  if (!strcmp(argv[1], "raw") || polling) return raw(iters, warmup, argc > 4 ? (size_t)atol(argv[4]) : 64);
  if (!strcmp(argv[1], "idle")) return idle(argc, argv, iters, argc > 4 ? atoi(argv[4]) : 10);
  return rmi(argc, argv, iters, warmup);
}
