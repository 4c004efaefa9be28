/* Dense matrices as arrays of row pointers (double **, each row malloc'ed), the way
 * numerical C code often holds them: the client sends two matrices of run-time sizes to
 * a compute node, which multiplies them, transposes one and returns a fresh matrix in a
 * struct with its dimensions. Results are compared with a local multiplication. */
#include <cormi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "matrix: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Matrix {
  size_t rows, cols;
  double **a;
} Matrix;

typedef struct Compute {
  long flops;
} Compute;

static Matrix mat_new(size_t rows, size_t cols) {
  Matrix m = {rows, cols, malloc(rows * sizeof(double *))};
  for (size_t r = 0; r < rows; r++) m.a[r] = calloc(cols, sizeof(double));
  return m;
}

static void mat_free(Matrix m) {
  for (size_t r = 0; r < m.rows; r++) free(m.a[r]);
  free(m.a);
}

static Matrix mat_mul(const Matrix *x, const Matrix *y) {
  Matrix z = mat_new(x->rows, y->cols);
  for (size_t i = 0; i < x->rows; i++)
    for (size_t k = 0; k < x->cols; k++) {
      double xik = x->a[i][k];
      const double *yk = y->a[k];
      double *zi = z.a[i];
      for (size_t j = 0; j < y->cols; j++) zi[j] += xik * yk[j];
    }
  return z;
}

Compute *Compute_new(void) { return calloc(1, sizeof(Compute)); }

/* x * y, or a 0x0 matrix when the shapes do not agree. */
Matrix Compute_mul(Compute *self, Matrix *x, Matrix *y) {
  if (x->cols != y->rows) {
    Matrix none = {0, 0, NULL};
    return none;
  }
  self->flops += (long)(2 * x->rows * x->cols * y->cols);
  return mat_mul(x, y);
}

Matrix Compute_transpose(Compute *self, Matrix m) {
  (void)self;
  Matrix t = mat_new(m.cols, m.rows);
  for (size_t r = 0; r < m.rows; r++)
    for (size_t c = 0; c < m.cols; c++) t.a[c][r] = m.a[r][c];
  return t;
}

long Compute_flops(Compute *self) { return self->flops; }

static Matrix mat_fill(size_t rows, size_t cols, int seed) {
  Matrix m = mat_new(rows, cols);
  for (size_t r = 0; r < rows; r++)
    for (size_t c = 0; c < cols; c++) m.a[r][c] = sin((double)(seed + r * 31 + c * 7));
  return m;
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref node = cormi_create(cormi_nodes() > 1 ? 1 : 0, Compute_new);
  const size_t shapes[][3] = {{1, 1, 1}, {2, 3, 4}, {16, 16, 16}, {7, 1, 9}, {30, 20, 10}};
  long flops = 0;
  for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
    Matrix x = mat_fill(shapes[s][0], shapes[s][1], (int)s), y = mat_fill(shapes[s][1], shapes[s][2], (int)s + 100);
    Matrix got = cormi_invoke(node, Compute_mul, &x, &y);
    Matrix want = mat_mul(&x, &y);
    flops += (long)(2 * x.rows * x.cols * y.cols);
    CHECK(got.rows == want.rows && got.cols == want.cols);
    for (size_t r = 0; r < want.rows && r < got.rows; r++)
      for (size_t c = 0; c < want.cols && c < got.cols; c++) CHECK(fabs(got.a[r][c] - want.a[r][c]) < 1e-12);
    Matrix t = cormi_invoke(node, Compute_transpose, x);
    CHECK(t.rows == x.cols && t.cols == x.rows);
    for (size_t r = 0; r < x.rows; r++)
      for (size_t c = 0; c < x.cols; c++) CHECK(t.a[c][r] == x.a[r][c]);
    mat_free(got);
    mat_free(want);
    mat_free(t);
    mat_free(x);
    mat_free(y);
  }
  Matrix a = mat_fill(2, 3, 1), b = mat_fill(2, 3, 2);
  Matrix none = cormi_invoke(node, Compute_mul, &a, &b);
  CHECK(none.rows == 0 && none.a == NULL);
  CHECK(cormi_invoke(node, Compute_flops) == flops);
  printf("matrix: %ld flops computed remotely and checked\n", flops);
  mat_free(a);
  mat_free(b);
  cormi_release(node);
  cormi_finalize();
  return failures != 0;
}
