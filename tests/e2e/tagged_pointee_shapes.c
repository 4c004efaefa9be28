/* A tagged union of two pointers to different structs of the same size: a circle
 * (center, radius) and a polyline (a point count, a pointer to the points, a width).
 * With CORMI_UNION the tag selects the pointee's shape; the shapes are sent and the
 * remote digest must equal the local one. Before: "is a union whose active member
 * cannot be known: the pointer at byte 8 overlaps non-pointer data (double stored in
 * circle:...)" (the circle's y and the polyline's points merged into one node). Without
 * the marker (-DNO_MARKER, run.sh) the error names struct shape's union and the marker. */
#include <cormi.h>
#include <stdio.h>
#include <stdlib.h>
#define E2E_NAME "tagged_pointee_shapes"
#include "check.h"

struct circle { double x, y; long r; };
struct point { double x, y; };
struct polyline { long n; struct point *pts; double width; };
enum shape_kind { S_CIRCLE, S_POLY };
struct shape { enum shape_kind kind; union { struct circle *c; struct polyline *p; } u; };
#ifndef NO_MARKER
typedef struct shape shape_t;
CORMI_UNION(shape_t, kind, (S_CIRCLE, u.c), (S_POLY, u.p));
#endif

typedef struct Canvas { long calls; } Canvas;
Canvas *Canvas_new(void) { return calloc(1, sizeof(Canvas)); }

static double area(const struct shape *s) {
  if (s->kind == S_CIRCLE) return s->u.c->x + s->u.c->y + 3.0 * (double)(s->u.c->r * s->u.c->r);
  double d = s->u.p->width;
  for (long i = 0; i < s->u.p->n; i++) d += s->u.p->pts[i].x * 2 + s->u.p->pts[i].y;
  return d;
}

double Canvas_total(Canvas *self, struct shape **shapes, int n) {
  double t = 0;
  self->calls++;
  for (int i = 0; i < n; i++) t = t * 1.5 + area(shapes[i]);
  return t;
}

static struct shape *circle(double x, double y, long r) {
  struct shape *s = malloc(sizeof *s);
  struct circle *c = malloc(sizeof *c);
  c->x = x;
  c->y = y;
  c->r = r;
  s->kind = S_CIRCLE;
  s->u.c = c;
  return s;
}

static struct shape *polyline(long n, double w) {
  struct shape *s = malloc(sizeof *s);
  struct polyline *p = malloc(sizeof *p);
  p->n = n;
  p->width = w;
  p->pts = malloc((size_t)n * sizeof *p->pts);
  for (long i = 0; i < n; i++) {
    p->pts[i].x = (double)i;
    p->pts[i].y = (double)(i * i);
  }
  s->kind = S_POLY;
  s->u.p = p;
  return s;
}

static void release(struct shape *s) {
  if (s->kind == S_POLY) {
    free(s->u.p->pts);
    free(s->u.p);
  } else {
    free(s->u.c);
  }
  free(s);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref c = cormi_create(cormi_nodes() - 1, Canvas_new);
  Canvas local = {0};
  struct shape *shapes[6];
  for (int i = 0; i < 6; i++) shapes[i] = i % 3 == 1 ? polyline(i + 1, 0.5 * i) : circle(i, -i, i + 2);
  for (int n = 1; n <= 6; n++) {
    double got = cormi_invoke(c, Canvas_total, shapes, n), want = Canvas_total(&local, shapes, n);
    CHECK(got == want);
    if (cormi_rank() == 0) printf("%d shapes: %.17g\n", n, got);
  }
  for (int i = 0; i < 6; i++) release(shapes[i]);
  if (cormi_rank() == 0) printf("tagged_pointee_shapes: %d failures\n", failures);
  cormi_finalize();
  return failures != 0;
}
