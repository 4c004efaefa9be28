/*
 * mpi_pingpong.c — MPI's own round trip, the baseline of cormi over MPI (osu_latency's
 * loop: rank 0 sends BYTES with MPI_Send and waits in MPI_Recv for rank 1's answer of
 * the same size; blocking calls, which in Open MPI poll).
 *
 *   mpirun -n 2 ./mpi_pingpong ITERS WARMUP BYTES [multiple|pattern]
 *
 * Rank 0 prints one line:  RESULT rawmpi <iters> <median_us> <p10_us> <p90_us> p99=<us>
 * (each round trip timed on its own, as benches/latency.c times cormi's calls).
 * With `multiple`, MPI is initialised with MPI_THREAD_MULTIPLE, the level cormi's MPI
 * transport runs at (its callers and servers are threads), and the name is rawmpimt:
 * Open MPI then takes locks and atomic updates on every message, whoever sends it.
 * With `pattern` (name rawmpipat), the MPI calls of cormi's transport without cormi:
 * MPI_THREAD_MULTIPLE, a cormi-sized (64 KiB, any tag) receive posted ahead on a
 * duplicate of MPI_COMM_WORLD and polled with MPI_Test, sends by MPI_Isend tested until
 * done: what the transport's way of using MPI costs, apart from cormi's own work.
 * benches/latency.sh runs both beside `latency rmi` built with the MPI runtime.
 */
#include "timing.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The receive cormi's MPI link keeps posted for the peer's next message. */
static char posted_buf[64 << 10];
static MPI_Request posted = MPI_REQUEST_NULL;

/* As cormi's reader: post the receive if none is, then poll it with MPI_Test. */
static void pattern_recv(int peer, MPI_Comm comm) {
  for (int done = 0; !done;) {
    if (posted == MPI_REQUEST_NULL)
      MPI_Irecv(posted_buf, sizeof posted_buf, MPI_BYTE, peer, MPI_ANY_TAG, comm, &posted);
    MPI_Test(&posted, &done, MPI_STATUS_IGNORE);
  }
}

/* As cormi's sender: MPI_Isend, then MPI_Test until done. */
static void pattern_send(const char *buf, int bytes, int peer, MPI_Comm comm) {
  MPI_Request r;
  MPI_Isend(buf, bytes, MPI_BYTE, peer, 1, comm, &r);
  for (int done = 0; !done;) MPI_Test(&r, &done, MPI_STATUS_IGNORE);
}

int main(int argc, char **argv) {
  int multiple = argc > 4 && !strcmp(argv[4], "multiple"), pattern = argc > 4 && !strcmp(argv[4], "pattern"), provided;
  MPI_Init_thread(&argc, &argv, multiple || pattern ? MPI_THREAD_MULTIPLE : MPI_THREAD_SINGLE, &provided);
  if ((multiple || pattern) && provided != MPI_THREAD_MULTIPLE) {
    fprintf(stderr, "mpi_pingpong: this MPI does not provide MPI_THREAD_MULTIPLE\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (argc < 4 || size != 2) {
    if (rank == 0) fprintf(stderr, "usage: mpirun -n 2 %s ITERS WARMUP BYTES [multiple]\n", argv[0]);
    MPI_Finalize();
    return 2;
  }
  int iters = atoi(argv[1]), warmup = atoi(argv[2]), bytes = atoi(argv[3]);
  char *buf = calloc(1, (size_t)bytes + 1);
  double *t = malloc(sizeof(double) * (size_t)iters);
  MPI_Comm comm;
  MPI_Comm_dup(MPI_COMM_WORLD, &comm);
  for (int i = -warmup; i < iters && pattern; i++) {
    if (rank == 0) {
      double t0 = bench_now_us();
      pattern_send(buf, bytes, 1, comm);
      pattern_recv(1, comm);
      if (i >= 0) t[i] = bench_now_us() - t0;
    } else {
      pattern_recv(0, comm);
      pattern_send(buf, bytes, 0, comm);
    }
  }
  for (int i = -warmup; i < iters && !pattern; i++) {
    if (rank == 0) {
      double t0 = bench_now_us();
      MPI_Send(buf, bytes, MPI_BYTE, 1, 1, MPI_COMM_WORLD);
      MPI_Recv(buf, bytes, MPI_BYTE, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      if (i >= 0) t[i] = bench_now_us() - t0;
    } else {
      MPI_Recv(buf, bytes, MPI_BYTE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Send(buf, bytes, MPI_BYTE, 0, 1, MPI_COMM_WORLD);
    }
  }
  if (rank == 0) {
    bench_stats s = bench_percentiles(t, iters);
    char p99[64];
    snprintf(p99, sizeof p99, "p99=%.3f", t[(int)((long)iters * 99 / 100)]);
    bench_result_with(multiple ? "rawmpimt" : pattern ? "rawmpipat" : "rawmpi", iters, s, p99);
  }
  if (posted != MPI_REQUEST_NULL) {
    MPI_Cancel(&posted);
    MPI_Wait(&posted, MPI_STATUS_IGNORE);
  }
  MPI_Comm_free(&comm);
  MPI_Finalize();
  return 0;
}
