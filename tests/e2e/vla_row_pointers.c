/* End-to-end: a variable-length array of row pointers (`double *rows[R]`) into a
 * variable-length array `double data[R * C]`, both made again in every iteration of a
 * loop (so one iteration's rows may lie where the previous iteration's data was): sent
 * inside a struct, bare, from a middle row, and a row returned into the received copy.
 * An array of pointers of a run-time count is an ordinary array of pointers. Before:
 * "the object (alloca) ..., whose size is known only at run time, holds pointers at
 * offsets the analysis cannot tell apart", and (once accepted) the rows' stale note at
 * the data's new address dropped the data's note. Exit 0 when every value matched. */
#define E2E_NAME "vla_row_pointers"
#include "check.h"
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct Mat { int r, c; double *data; double **row; } Mat;
typedef struct Srv { int calls; } Srv;

Srv *Srv_new(void) { return calloc(1, sizeof(Srv)); }

/* The row with the largest sum: a pointer into the received data. */
double *Srv_maxrow(Srv *s, Mat *m) {
  int best = 0;
  double bv = -1e300;
  s->calls++;
  for (int i = 0; i < m->r; i++) {
    double t = 0;
    for (int j = 0; j < m->c; j++) t += m->row[i][j];
    if (t > bv) {
      bv = t;
      best = i;
    }
  }
  return m->row[best];
}

double Srv_rows(Srv *s, double **rows, int nr, int nc) {
  double t = 0;
  s->calls++;
  for (int i = 0; i < nr; i++) t = t * 2 + rows[i][nc - 1];
  return t;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Srv_new);
  Srv loc = {0};
  for (int R = 1; R < 6; R += 2)
    for (int C = 1; C < 5; C += 3) {
      double data[R * C];
      double *rows[R];
      Mat m = {R, C, data, rows};
      for (int i = 0; i < R; i++) {
        rows[i] = data + i * C;
        for (int j = 0; j < C; j++) rows[i][j] = (i * 7 + j * 3) % 5 + i * 0.1;
      }
      double *mr = cormi_invoke(r, Srv_maxrow, &m), *ml = Srv_maxrow(&loc, &m);
      for (int j = 0; j < C; j++) CHECK(mr[j] == ml[j]);
      CHECK(cormi_invoke(r, Srv_rows, rows, R, C) == Srv_rows(&loc, rows, R, C));
      CHECK(cormi_invoke(r, Srv_rows, rows + R / 2, R - R / 2, C) == Srv_rows(&loc, rows + R / 2, R - R / 2, C));
    }
  printf("vla_row_pointers: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
