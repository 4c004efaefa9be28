/* Large scalar arrays: a call that sends an array of doubles (default 64 MiB) from rank 0
 * to rank 1, against the raw transport, in the same run (benches/bigarray.sh).
 *
 *   bigarray rmi ITERS MIB    (cormirun -n 2, tcp or shm) the call: [u64 count][doubles],
 *                             marshaled with cormi_out_append (sent from the array: gather
 *                             I/O), received by the server into its destination array
 *                             (allocated once, reused: as a reused received graph is);
 *                             reply: the last element.
 *   bigarray copy ITERS MIB   the same call with the doubles appended in 32 KiB pieces,
 *                             below CORMI_GATHER_MIN: copied into the message buffer, as
 *                             every array was before gather I/O (the baseline of rmi).
 *   bigarray raw ITERS MIB    (cormirun -n 2 --transport tcp) the same bytes over a plain
 *                             TCP connection between the two ranks, read into a kept
 *                             buffer; reply: one byte.
 *   bigarray memcpy ITERS MIB (one process) memcpy of the bytes between two kept buffers:
 *                             the bound of a shared-memory transfer (one copy).
 *
 * Rank 0 prints: RESULT <mode> <iters> <median MB/s> <p10> <p90> faults=<receiver's minor
 * page faults per call after the first call>. */
#include "cormi_rt.h"
#include "../benches/timing.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

enum { SITE_SINK = 1, SITE_FAULTS = 2 };

static double *dest;     /* the server's destination array, reused */
static long faults_first; /* minor faults after the first call (-1 before it) */
static int calls_seen;

static long minflt(void) {
  struct rusage u;
  getrusage(RUSAGE_SELF, &u);
  return u.ru_minflt;
}

static void die(const char *what) {
  perror(what);
  exit(1);
}

static int srv_sink(cormi_in *in, cormi_out *out, void *self) {
  (void)self;
  uint64_t n = cormi_in_u64(in);
  if (cormi_in_check_count(in, n, sizeof(double)) != CORMI_OK) return CORMI_E_MALFORMED;
  if (!dest) dest = malloc(n * sizeof(double));
  if (cormi_in_copy(in, dest, n * sizeof(double)) != CORMI_OK) return CORMI_E_MALFORMED;
  if (++calls_seen == 1) faults_first = minflt();
  cormi_out_f64(out, dest[n - 1]);
  return 0;
}

/* Reply: [calls after the first][minor faults since the first call]. */
static int srv_faults(cormi_in *in, cormi_out *out, void *self) {
  (void)in;
  (void)self;
  cormi_out_u64(out, (uint64_t)(calls_seen - 1));
  cormi_out_u64(out, (uint64_t)(minflt() - faults_first));
  return 0;
}

static const cormi_site table[] = {{SITE_SINK, srv_sink, "sink"}, {SITE_FAULTS, srv_faults, "faults"}};

static void report(const char *mode, double *mbs, int iters, double faults) {
  bench_stats s = bench_percentiles(mbs, iters);
  printf("RESULT %s %d %.0f %.0f %.0f faults=%.1f\n", mode, iters, s.median, s.p10, s.p90, faults);
}

/* Appends the array whole (gathered) or in pieces below the gather threshold (copied). */
static void append_array(cormi_out *o, const double *a, size_t bytes, int copied) {
  size_t step = copied ? (size_t)32 << 10 : bytes;
  for (size_t at = 0; at < bytes; at += step) cormi_out_append(o, (const char *)a + at, bytes - at < step ? bytes - at : step);
}

static int rmi(int iters, size_t bytes, int copied) {
  cormi_register_sites(0xb16a, table, 2);
  cormi_init(NULL, NULL);
  size_t n = bytes / sizeof(double);
  double *a = malloc(bytes), *mbs = malloc(sizeof(double) * (size_t)iters);
  for (size_t i = 0; i < n; i++) a[i] = (double)i;
  for (int i = 0; i < iters; i++) {
    a[n - 1] = (double)i;
    double t0 = bench_now_us();
    cormi_call *c = cormi_call_begin_node(1, SITE_SINK);
    cormi_out_u64(&c->args, n);
    append_array(&c->args, a, bytes, copied);
    if (cormi_call_invoke(c) != CORMI_OK || cormi_in_f64(&c->reply) != (double)i) die("sink call");
    cormi_call_end(c);
    mbs[i] = (double)bytes / (bench_now_us() - t0);
  }
  cormi_call *c = cormi_call_begin_node(1, SITE_FAULTS);
  if (cormi_call_invoke(c) != CORMI_OK) die("faults call");
  uint64_t calls = cormi_in_u64(&c->reply), faults = cormi_in_u64(&c->reply);
  cormi_call_end(c);
  char mode[32];
  snprintf(mode, sizeof mode, "%s%s", getenv("CORMI_SHM_FD") ? "rmishm" : "rmi", copied ? "copy" : "");
  report(mode, mbs, iters, calls ? (double)faults / (double)calls : 0);
  cormi_finalize();
  return 0;
}

static void full_io(int fd, char *buf, size_t n, int writing) {
  size_t done = 0;
  while (done < n) {
    ssize_t k = writing ? write(fd, buf + done, n - done) : read(fd, buf + done, n - done);
    if (k < 0 && errno == EINTR) continue;
    if (k == 0) exit(0);
    if (k < 0) die(writing ? "write" : "read");
    done += (size_t)k;
  }
}

static int raw(int iters, size_t bytes) {
  const char *rank = getenv("CORMI_RANK"), *lfd = getenv("CORMI_LISTEN_FD"), *addrs = getenv("CORMI_ADDRS");
  if (!rank || !lfd || !addrs) die("run under cormirun -n 2 --transport tcp");
  char *buf = malloc(bytes), ack = 0;
  memset(buf, 1, bytes);
  int one = 1;
  if (atoi(rank) == 1) {
    int fd = accept(atoi(lfd), NULL, NULL);
    if (fd < 0) die("accept");
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    uint64_t first = 0;
    for (int i = 0;; i++) {
      full_io(fd, buf, bytes, 0);
      if (i == 0) first = (uint64_t)minflt();
      uint64_t f = (uint64_t)minflt() - first;
      full_io(fd, (char *)&f, sizeof f, 1);
    }
  }
  if (atoi(rank) != 0) return 0;
  const char *second = strchr(addrs, ',') + 1, *colon = strchr(second, ':');
  char host[64];
  snprintf(host, sizeof host, "%.*s", (int)(colon - second), second);
  struct sockaddr_in sa = {.sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(colon + 1))};
  inet_pton(AF_INET, host, &sa.sin_addr);
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) die("connect");
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  double *mbs = malloc(sizeof(double) * (size_t)iters);
  uint64_t f = 0;
  for (int i = 0; i < iters; i++) {
    double t0 = bench_now_us();
    full_io(fd, buf, bytes, 1);
    full_io(fd, (char *)&f, sizeof f, 0);
    mbs[i] = (double)bytes / (bench_now_us() - t0);
  }
  (void)ack;
  report("raw", mbs, iters, iters > 1 ? (double)f / (iters - 1) : 0);
  close(fd);
  return 0;
}

static int copy(int iters, size_t bytes) {
  char *a = malloc(bytes), *b = malloc(bytes);
  memset(a, 1, bytes);
  memset(b, 2, bytes);
  double *mbs = malloc(sizeof(double) * (size_t)iters);
  for (int i = 0; i < iters; i++) {
    a[0] = (char)i;
    double t0 = bench_now_us();
    memcpy(b, a, bytes);
    mbs[i] = (double)bytes / (bench_now_us() - t0);
  }
  if (b[0] != (char)(iters - 1)) die("memcpy");
  report("memcpy", mbs, iters, 0);
  return 0;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "rmi";
  int iters = argc > 2 ? atoi(argv[2]) : 10;
  size_t bytes = (size_t)(argc > 3 ? atoi(argv[3]) : 64) << 20;
  if (!strcmp(mode, "raw")) return raw(iters, bytes);
  if (!strcmp(mode, "memcpy")) return copy(iters, bytes);
  return rmi(iters, bytes, !strcmp(mode, "copy"));
}
