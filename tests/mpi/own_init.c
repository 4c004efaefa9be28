/* Under mpirun: a program that uses MPI itself. It initialises MPI before cormi_init
 * (with the thread level named by argv[1]: "multiple", or "funneled", which cormi must
 * refuse with a message), reduces over MPI_COMM_WORLD on every rank, then rank 0 calls
 * every node through cormi while it exchanges its own messages on MPI_COMM_WORLD with
 * cormi's tags (cormi's communicator is a duplicate: nothing may cross). It ends with
 * MPI_Finalize and no cormi_finalize: cormi's finalize must run first and stop the
 * serving ranks. Exit status 0 iff every value matched; prints "own_init: ...". */
#include <cormi.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct Acc {
  int64_t sum;
} Acc;

Acc *Acc_new(void) { return cormi_new(Acc); }
int64_t Acc_add(Acc *self, int64_t v) { return self->sum += v; }

#define E2E_NAME "own_init"
#include "../e2e/check.h"

int main(int argc, char **argv) {
  int want = argc > 1 && strcmp(argv[1], "funneled") == 0 ? MPI_THREAD_FUNNELED : MPI_THREAD_MULTIPLE;
  int provided, rank, size, sum = 0;
  MPI_Init_thread(&argc, &argv, want, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  CHECK(sum == size * (size - 1) / 2);
  cormi_init(&argc, &argv); /* the serving ranks never return */
  CHECK(cormi_nodes() == size && cormi_rank() == 0 && rank == 0);
  cormi_ref acc[64];
  int n = size < 64 ? size : 64;
  for (int i = 0; i < n; i++) acc[i] = cormi_create(i, Acc_new);
  for (int round = 1; round <= 100; round++) {
    /* The program's own message to itself on MPI_COMM_WORLD, with every tag cormi uses. */
    int64_t out = round, in = 0;
    MPI_Request req;
    for (int tag = 1; tag <= 4; tag++) {
      MPI_Isend(&out, 1, MPI_INT64_T, 0, tag, MPI_COMM_WORLD, &req);
      for (int i = 0; i < n; i++) CHECK(cormi_invoke(acc[i], Acc_add, (int64_t)1) == (int64_t)(4 * (round - 1) + tag));
      MPI_Recv(&in, 1, MPI_INT64_T, 0, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Wait(&req, MPI_STATUS_IGNORE);
      CHECK(in == round);
    }
  }
  if (failures) return 1;
  printf("own_init: %d nodes, MPI and cormi side by side\n", n);
  fflush(stdout);
  MPI_Finalize();
  return 0;
}
