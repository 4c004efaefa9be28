/*
 * mpi_bench.c — the paper's "MPI/C" row: the calls of benches/programs (ping, 100-node
 * list send, 16x16 matrix send) written by hand over MPI point-to-point messages, as the
 * paper's hand-optimised baseline does: the list drained into one message of
 * (value, weight) pairs and rebuilt in one loop (malloc per node), the matrix as one
 * message per row; every call waits for a zero-byte acknowledgement (a synchronous
 * remote call, like the RMI versions).
 *
 * Usage: mpirun -n 2 ./mpi_bench ITERS WARMUP ping|list|matrix
 * Rank 0 prints one RESULT line (benches/timing.h); rank 1 adds up what it received and
 * sends its totals at the end: exit status 0 iff they matched.
 */
#include <mpi.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* No cormi runtime here: the shared data's matrix rows are plain zeroed blocks. */
static void *cormi_alloc_array(size_t elem_size, size_t n) { return calloc(n ? n : 1, elem_size); }

#include "../../sends_data.h"
#include "../../timing.h"

enum { TAG_CALL = 1, TAG_ACK = 2, TAG_ROW = 3, TAG_TOTALS = 4 };
/* The call kind on the wire: a send_kind + 1; 0 stops the server. */
enum { KIND_STOP = 0, KIND_PING = SEND_PING + 1, KIND_LIST = SEND_LIST + 1, KIND_MATRIX = SEND_MATRIX + 1 };
typedef SendTotals Totals;

/* One call message: [int64 kind][payload]; the list payload is LIST_LEN x 16 bytes. */
typedef struct Wire {
  int64_t kind, count;
  struct {
    int64_t value;
    double weight;
  } nodes[LIST_LEN];
} Wire;

/* ------------------------------------------------------------------ rank 1: server */

static void serve_list(const Wire *w, Totals *t) {
  Node *head = NULL, **tail = &head;
  for (int64_t i = 0; i < w->count && i < LIST_LEN; i++) {
    Node *x = malloc(sizeof *x);
    x->value = w->nodes[i].value;
    x->weight = w->nodes[i].weight;
    *tail = x;
    tail = &x->next;
  }
  *tail = NULL;
  for (Node *n = head, *next; n; n = next) {
    t->items++, t->value_sum += n->value, t->weight_sum += n->weight;
    next = n->next;
    free(n);
  }
}

static void serve_matrix(int64_t rows, Totals *t) {
  double **m = malloc(sizeof(double *) * (size_t)rows);
  for (int64_t r = 0; r < rows; r++) {
    m[r] = malloc(sizeof(double) * DIM);
    MPI_Status st;
    int n;
    MPI_Recv(m[r], DIM, MPI_DOUBLE, 0, TAG_ROW, MPI_COMM_WORLD, &st);
    MPI_Get_count(&st, MPI_DOUBLE, &n);
    t->bad_shape += n != DIM;
  }
  t->bad_shape += rows != DIM;
  for (int64_t r = 0; r < rows; r++) {
    for (int c = 0; c < DIM; c++) t->items++, t->weight_sum += m[r][c];
    free(m[r]);
  }
  free(m);
}

static void server(void) {
  Totals t = {0, 0, 0, 0, 0};
  Wire *w = malloc(sizeof *w);
  for (;;) {
    MPI_Recv(w, (int)sizeof *w, MPI_BYTE, 0, TAG_CALL, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (w->kind == KIND_STOP) break;
    t.calls++;
    if (w->kind == KIND_LIST) serve_list(w, &t);
    if (w->kind == KIND_MATRIX) serve_matrix(w->count, &t);
    MPI_Send(NULL, 0, MPI_BYTE, 0, TAG_ACK, MPI_COMM_WORLD);
  }
  MPI_Send(&t, (int)sizeof t, MPI_BYTE, 0, TAG_TOTALS, MPI_COMM_WORLD);
  free(w);
}

/* ------------------------------------------------------------------ rank 0: client */

typedef struct Run {
  int64_t kind;
  Node *list;
  double **matrix;
  Wire *wire;
} Run;

static int op_call(void *a) {
  Run *r = a;
  Wire *w = r->wire;
  int bytes = 2 * (int)sizeof(int64_t);
  w->kind = r->kind;
  w->count = 0;
  if (r->kind == KIND_LIST) {
    for (Node *n = r->list; n; n = n->next, w->count++) {
      w->nodes[w->count].value = n->value;
      w->nodes[w->count].weight = n->weight;
    }
    bytes += (int)(w->count * 16);
  }
  if (r->kind == KIND_MATRIX) w->count = DIM;
  MPI_Send(w, bytes, MPI_BYTE, 1, TAG_CALL, MPI_COMM_WORLD);
  if (r->kind == KIND_MATRIX)
    for (int row = 0; row < DIM; row++) MPI_Send(r->matrix[row], DIM, MPI_DOUBLE, 1, TAG_ROW, MPI_COMM_WORLD);
  MPI_Recv(NULL, 0, MPI_BYTE, 1, TAG_ACK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return 0;
}

static int client(int iters, int warmup, const char *name) {
  static const char *names[] = {"stop", "ping", "list", "matrix"};
  Run r = {0, NULL, NULL, calloc(1, sizeof(Wire))};
  for (int k = 1; k < 4; k++)
    if (!strcmp(name, names[k])) r.kind = k;
  if (!r.kind) {
    fprintf(stderr, "mpi_bench: unknown benchmark %s\n", name);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  r.list = make_list();
  r.matrix = make_matrix();
  int problems = bench_run(name, iters, warmup, op_call, &r);
  int64_t stop[2] = {KIND_STOP, 0};
  MPI_Send(stop, (int)sizeof stop, MPI_BYTE, 1, TAG_CALL, MPI_COMM_WORLD);
  Totals got;
  MPI_Recv(&got, (int)sizeof got, MPI_BYTE, 1, TAG_TOTALS, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return problems + check_totals("mpi_bench", name, got, (send_kind)(r.kind - 1), (int64_t)iters + warmup);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size, status = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (argc < 4 || size != 2) {
    if (rank == 0) fprintf(stderr, "usage: mpirun -n 2 %s ITERS WARMUP ping|list|matrix\n", argv[0]);
    MPI_Finalize();
    return 2;
  }
  int iters = atoi(argv[1]) > 0 ? atoi(argv[1]) : 1, warmup = atoi(argv[2]);
  if (rank == 1) server();
  else status = client(iters, warmup, argv[3]) ? 1 : 0;
  MPI_Finalize();
  return status;
}
