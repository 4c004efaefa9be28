/* Arrays of records: a particle system split across nodes. Each node integrates a block
 * of particles (an array of structs allocated with malloc(n * sizeof *p)) for a number of
 * steps and returns the block; each particle points to a shared, read-only material
 * record (mass, drag) and carries a malloc'ed trail of its last positions. The client
 * runs the same integration locally and compares positions, energies and trails. */
#include <cormi.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "particles: FAILED at line %d: %s\n", __LINE__, #c); failures++; } } while (0)

typedef struct Material {
  double mass;
  double drag;
  char name[16];
} Material;

typedef struct Particle {
  double pos[3];
  double vel[3];
  const Material *mat;
  double *trail; /* the last `trail_len` x positions */
  int trail_len;
  int id;
} Particle;

typedef struct Block {
  Particle *p;
  size_t n;
} Block;

typedef struct Integrator {
  double dt;
  long steps_done;
} Integrator;

Integrator *Integrator_new(double dt) {
  Integrator *it = malloc(sizeof *it);
  it->dt = dt;
  it->steps_done = 0;
  return it;
}

static void step(Particle *p, double dt) {
  const double g[3] = {0, 0, -9.81};
  for (int k = 0; k < 3; k++) {
    double a = g[k] - p->mat->drag * p->vel[k] / p->mat->mass;
    p->vel[k] += a * dt;
    p->pos[k] += p->vel[k] * dt;
  }
  if (p->trail_len > 0) {
    memmove(p->trail, p->trail + 1, (size_t)(p->trail_len - 1) * sizeof(double));
    p->trail[p->trail_len - 1] = p->pos[0];
  }
}

static double energy(const Particle *p, size_t n) {
  double e = 0;
  for (size_t i = 0; i < n; i++) {
    double v2 = p[i].vel[0] * p[i].vel[0] + p[i].vel[1] * p[i].vel[1] + p[i].vel[2] * p[i].vel[2];
    e += 0.5 * p[i].mat->mass * v2 + p[i].mat->mass * 9.81 * p[i].pos[2];
  }
  return e;
}

/* Integrates the block in place and returns it (a fresh copy on the client). */
Block Integrator_advance(Integrator *self, Block b, int steps) {
  for (int s = 0; s < steps; s++)
    for (size_t i = 0; i < b.n; i++) step(&b.p[i], self->dt);
  self->steps_done += steps;
  return b;
}

double Integrator_energy(Integrator *self, Particle *p, size_t n) {
  (void)self;
  return energy(p, n);
}

static Block make_block(size_t n, int first_id, const Material *mats, int nmats) {
  Block b = {malloc(n * sizeof(Particle)), n};
  for (size_t i = 0; i < n; i++) {
    Particle *p = &b.p[i];
    int id = first_id + (int)i;
    for (int k = 0; k < 3; k++) {
      p->pos[k] = (double)((id * (k + 3)) % 17);
      p->vel[k] = (double)((id * (k + 5)) % 7) - 3.0;
    }
    p->mat = &mats[id % nmats];
    p->trail_len = id % 5;
    p->trail = p->trail_len ? calloc((size_t)p->trail_len, sizeof(double)) : NULL;
    p->id = id;
  }
  return b;
}

static void free_block(Block b) {
  for (size_t i = 0; i < b.n; i++) free(b.p[i].trail);
  free(b.p);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  int servers = cormi_nodes() > 1 ? cormi_nodes() - 1 : 1;
  Material *mats = malloc(3 * sizeof *mats);
  const double masses[3] = {1.0, 2.5, 0.5}, drags[3] = {0.1, 0.05, 0.2};
  for (int m = 0; m < 3; m++) {
    mats[m].mass = masses[m];
    mats[m].drag = drags[m];
    snprintf(mats[m].name, sizeof mats[m].name, "mat-%d", m);
  }
  const double dt = 0.01;
  int compared = 0;
  for (int s = 0; s < servers; s++) {
    cormi_ref it = cormi_create(cormi_nodes() > 1 ? s + 1 : 0, Integrator_new, dt);
    size_t n = 10 + (size_t)s * 7;
    Block mine = make_block(n, s * 1000, mats, 3);
    double e0 = cormi_invoke(it, Integrator_energy, mine.p, mine.n);
    CHECK(fabs(e0 - energy(mine.p, mine.n)) < 1e-9);
    Block got = cormi_invoke(it, Integrator_advance, mine, 25);
    CHECK(got.n == n && got.p != mine.p);
    for (int st = 0; st < 25; st++)
      for (size_t i = 0; i < n; i++) step(&mine.p[i], dt);
    for (size_t i = 0; i < n; i++) {
      CHECK(got.p[i].id == mine.p[i].id && got.p[i].trail_len == mine.p[i].trail_len);
      for (int k = 0; k < 3; k++) CHECK(got.p[i].pos[k] == mine.p[i].pos[k] && got.p[i].vel[k] == mine.p[i].vel[k]);
      CHECK(got.p[i].mat->mass == mine.p[i].mat->mass && strcmp(got.p[i].mat->name, mine.p[i].mat->name) == 0);
      for (int k = 0; k < mine.p[i].trail_len; k++) CHECK(got.p[i].trail[k] == mine.p[i].trail[k]);
      compared++;
    }
    /* particles of one material share one record on arrival too */
    if (n > 3) CHECK(got.p[0].mat == got.p[3].mat);
    free_block(mine);
    for (size_t i = 0; i < got.n; i++) free(got.p[i].trail);
    free(got.p);
    cormi_release(it);
  }
  printf("particles: %d particles compared on %d nodes\n", compared, servers);
  free(mats);
  cormi_finalize();
  return failures != 0;
}
