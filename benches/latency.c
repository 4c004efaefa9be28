/*
 * latency.c — round-trip latency of an empty cormi remote call between two processes,
 * and of raw TCP and shared-memory ping-pongs between the same two processes, for
 * comparison.
 *
 *   cormirun -n 2 ./latency rmi ITERS WARMUP        empty call rank 0 -> rank 1 (cormi-rt)
 *                                                   over cormirun's transport (RESULT
 *                                                   name: rmi for tcp, rmishm for shm)
 *   mpirun -n 2 ./latency rmi ITERS WARMUP          the same under mpirun, built with the
 *                                                   MPI runtime (RESULT name: rmimpi)
 *   cormirun -n 2 ./latency raw ITERS WARMUP BYTES  plain sockets on the listeners that
 *                                                   cormirun hands out (TCP_NODELAY),
 *                                                   BYTES each way per round trip; each
 *                                                   side blocks in read
 *   cormirun -n 2 ./latency rawpoll ITERS WARMUP BYTES  the same, but each read first polls
 *                                                   (recv MSG_DONTWAIT) for up to
 *                                                   POLL_US, then blocks: no wake-up when
 *                                                   the answer comes within that time
 *   cormirun -n 2 ./latency rawshm ITERS WARMUP BYTES  a shared-memory ping-pong in the
 *                                                   memory file cormirun --transport shm
 *                                                   hands out: BYTES copied each way, a
 *                                                   sequence word per direction; a reader
 *                                                   spins up to POLL_US (not when the
 *                                                   writer last ran on its CPU), then
 *                                                   sleeps in a futex on the word, whose
 *                                                   writer wakes it only if it said so
 *   cormirun -n 2 ./latency idle ITERS WARMUP SECONDS  ITERS empty calls, then SECONDS
 *                                                   without calls (benches/idle-cpu.sh
 *                                                   reads the ranks' CPU time meanwhile),
 *                                                   then one more call
 *
 * Rank 0 prints one line:  RESULT <mode> <iters> <median_us> <p10_us> <p90_us> p99=<us>
 * benches/latency.sh runs them, pinned and unpinned, and prints the table. Every rank
 * prints `PID <rank> <pid>` first.
 */
#define _GNU_SOURCE /* sched_getcpu */
#include <cormi_rt.h>

#include "timing.h"

#include <errno.h>
#include <linux/futex.h>
#include <netinet/in.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#include <arpa/inet.h>

enum { SITE_EMPTY = 1 };
#define BUILD_ID 0x6c6174656e637921ull /* "latency!" */

static void die(const char *what) {
  fprintf(stderr, "latency: %s: %s\n", what, strerror(errno));
  exit(1);
}

/* RESULT line with the 99th percentile as an extra field (sorts t). */
static void result(const char *mode, double *t, int n) {
  bench_stats s = bench_percentiles(t, n);
  char p99[64];
  snprintf(p99, sizeof p99, "p99=%.3f", t[(int)((long)n * 99 / 100)]);
  bench_result_with(mode, n, s, p99);
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
  result(polling ? "rawpoll" : "raw", t, iters);
  close(fd);
  return 0;
}

/* ------------------------------------------------------------------ raw shared memory */

/* One direction: the writer's sequence word (and CPU) on one cache line, the reader's
 * sleeping flag on another, the message bytes after them. */
struct shm_dir {
  _Alignas(128) _Atomic uint32_t seq;
  _Atomic uint32_t cpu;
  _Atomic uint32_t done; /* the last message: the benchmark is over */
  _Alignas(128) _Atomic uint32_t sleeping;
  _Alignas(128) char data[];
};

static size_t dir_size(size_t bytes) { return (sizeof(struct shm_dir) + bytes + 127) / 128 * 128; }

static void shm_send(struct shm_dir *d, const char *buf, size_t bytes, uint32_t seq) {
  memcpy(d->data, buf, bytes);
  atomic_store_explicit(&d->cpu, (uint32_t)sched_getcpu(), memory_order_relaxed);
  atomic_store_explicit(&d->seq, seq, memory_order_release);
  atomic_thread_fence(memory_order_seq_cst);
  if (atomic_load_explicit(&d->sleeping, memory_order_relaxed) && atomic_exchange_explicit(&d->sleeping, 0, memory_order_relaxed))
    syscall(SYS_futex, &d->seq, FUTEX_WAKE, 1, NULL, NULL, 0);
}

static void shm_recv(struct shm_dir *d, char *buf, size_t bytes, uint32_t seq) {
  int spin = atomic_load_explicit(&d->cpu, memory_order_relaxed) != (uint32_t)sched_getcpu();
  double t0 = spin ? bench_now_us() : 0;
  while (atomic_load_explicit(&d->seq, memory_order_acquire) != seq) {
    if (spin && bench_now_us() - t0 < POLL_US) continue;
    atomic_store_explicit(&d->sleeping, 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_seq_cst);
    if (atomic_load_explicit(&d->seq, memory_order_acquire) != seq)
      syscall(SYS_futex, &d->seq, FUTEX_WAIT, seq - 1, NULL, NULL, 0);
    atomic_store_explicit(&d->sleeping, 0, memory_order_relaxed);
  }
  memcpy(buf, d->data, bytes);
}

static int rawshm(int iters, int warmup, size_t bytes) {
  const char *rank = getenv("CORMI_RANK"), *sfd = getenv("CORMI_SHM_FD");
  if (!rank || !sfd) die("CORMI_RANK/CORMI_SHM_FD not set (run under cormirun -n 2 --transport shm)");
  int fd = atoi(sfd), me = atoi(rank);
  size_t len = 2 * dir_size(bytes);
  struct stat st;
  if (fstat(fd, &st) != 0) die("fstat CORMI_SHM_FD");
  if ((size_t)st.st_size < len && ftruncate(fd, (off_t)len) != 0) die("ftruncate");
  char *mem = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (mem == MAP_FAILED) die("mmap");
  struct shm_dir *ping = (struct shm_dir *)mem, *pong = (struct shm_dir *)(mem + dir_size(bytes));
  char *buf = calloc(1, bytes);
  if (me == 1) {
    for (uint32_t seq = 1; !atomic_load(&ping->done); seq++) shm_recv(ping, buf, bytes, seq), shm_send(pong, buf, bytes, seq);
    return 0;
  }
  if (me != 0) return 0;
  double *t = malloc(sizeof(double) * (size_t)iters);
  uint32_t seq = 0;
  for (int i = -warmup; i < iters; i++) {
    double t0 = bench_now_us();
    seq++;
    shm_send(ping, buf, bytes, seq);
    shm_recv(pong, buf, bytes, seq);
    if (i >= 0) t[i] = bench_now_us() - t0;
  }
  result("rawshm", t, iters);
  atomic_store(&ping->done, 1);
  shm_send(ping, buf, bytes, seq + 1);
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
  result(getenv("CORMI_SHM_FD") ? "rmishm" : getenv("CORMI_NODES") ? "rmi" : "rmimpi", t, iters);
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
  if (argc < 4 || (strcmp(argv[1], "raw") && strcmp(argv[1], "rawpoll") && strcmp(argv[1], "rawshm") && strcmp(argv[1], "rmi") && strcmp(argv[1], "idle"))) {
    fprintf(stderr, "usage: cormirun -n 2 %s rmi|raw|rawpoll|rawshm ITERS WARMUP [BYTES]\n", argv[0]);
    fprintf(stderr, "       cormirun -n 2 %s idle ITERS WARMUP SECONDS\n", argv[0]);
    return 2;
  }
  const char *rank = getenv("CORMI_RANK");
  if (!rank) rank = getenv("OMPI_COMM_WORLD_RANK"); /* under Open MPI's mpirun */
  if (!rank) rank = getenv("PMI_RANK");             /* MPICH's hydra */
  printf("PID %s %d\n", rank ? rank : "0", (int)getpid());
  fflush(stdout);
  int iters = atoi(argv[2]), warmup = atoi(argv[3]);
  if (iters < 1) iters = 1;
  polling = !strcmp(argv[1], "rawpoll");
  if (!strcmp(argv[1], "raw") || polling) return raw(iters, warmup, argc > 4 ? (size_t)atol(argv[4]) : 64);
  if (!strcmp(argv[1], "rawshm")) return rawshm(iters, warmup, argc > 4 ? (size_t)atol(argv[4]) : 64);
  if (!strcmp(argv[1], "idle")) return idle(argc, argv, iters, argc > 4 ? atoi(argv[4]) : 10);
  return rmi(argc, argv, iters, warmup);
}
