/* End-to-end: arrays of records that hold pointers, with a count known only at run time
 * (malloc(n * sizeof(Block)), calloc of pointer+length slices), as arguments (called
 * repeatedly, so the reuse modes refill the received arrays in place with fewer and more
 * records) and as a result. Each record's pointer fields arrive as deep copies, shared
 * targets stay shared (one material used by many blocks). Before, "only arrays of
 * pointers or of scalars are supported" / "the size of the object ... is unknown". Exit
 * 0 when every value matched. */
#define E2E_NAME "record_arrays"
#include "check.h"
#include <cormi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Cell { double value; int64_t id; } Cell;
typedef struct Material { double density; char name[16]; } Material;
typedef struct Block { Cell *cells; Material *mat; int64_t ncells; } Block;
typedef struct Slice { uint8_t *ptr; size_t len; } Slice;
typedef struct Solver { int64_t calls; } Solver;

Solver *Solver_new(void) { return calloc(1, sizeof(Solver)); }

/* Sum of density * value over every cell, plus 1000 per distinct material (counted by
 * address: sharing must arrive intact). */
double Solver_mass(Solver *s, const Block *blocks, int64_t n) {
  s->calls++;
  double m = 0;
  for (int64_t i = 0; i < n; i++) {
    for (int64_t j = 0; j < blocks[i].ncells; j++) m += blocks[i].mat->density * blocks[i].cells[j].value;
    int seen = 0;
    for (int64_t k = 0; k < i; k++) seen |= blocks[k].mat == blocks[i].mat;
    m += seen ? 0 : 1000;
  }
  return m;
}

int64_t Solver_bytes(Solver *s, const Slice *slices, int64_t n) {
  s->calls++;
  int64_t t = 0;
  for (int64_t i = 0; i < n; i++)
    for (size_t k = 0; k < slices[i].len; k++) t += slices[i].ptr[k];
  return t;
}

/* n fresh slices of lengths 1..n holding their index. */
Slice *Solver_slices(Solver *s, int64_t n) {
  s->calls++;
  Slice *out = malloc((size_t)n * sizeof(Slice));
  for (int64_t i = 0; i < n; i++) {
    out[i].len = (size_t)i + 1;
    out[i].ptr = malloc(out[i].len);
    memset(out[i].ptr, (int)i, out[i].len);
  }
  return out;
}

static Block *make_blocks(int64_t n, Material *shared) {
  Block *blocks = malloc((size_t)n * sizeof(Block));
  for (int64_t i = 0; i < n; i++) {
    blocks[i].ncells = i % 4 + 1;
    blocks[i].cells = malloc((size_t)blocks[i].ncells * sizeof(Cell));
    for (int64_t j = 0; j < blocks[i].ncells; j++) {
      blocks[i].cells[j].value = (double)(i + j);
      blocks[i].cells[j].id = i * 10 + j;
    }
    if (i % 3 == 0) {
      blocks[i].mat = malloc(sizeof(Material));
      blocks[i].mat->density = 2.0;
      strcpy(blocks[i].mat->name, "steel");
    } else {
      blocks[i].mat = shared;
    }
  }
  return blocks;
}

static void free_blocks(Block *blocks, int64_t n) {
  for (int64_t i = 0; i < n; i++) {
    free(blocks[i].cells);
    if (i % 3 == 0) free(blocks[i].mat);
  }
  free(blocks);
}

int main(int argc, char **argv) {
  cormi_init(&argc, &argv);
  cormi_ref r = cormi_create(1, Solver_new);
  Material *wood = malloc(sizeof(Material));
  wood->density = 0.5;
  strcpy(wood->name, "wood");
  int64_t sizes[] = {7, 3, 12, 1, 12, 0, 5};
  for (int k = 0; k < 7; k++) {
    int64_t n = sizes[k];
    Block *blocks = make_blocks(n, wood);
    double want = 0;
    for (int64_t i = 0; i < n; i++)
      for (int64_t j = 0; j < blocks[i].ncells; j++) want += blocks[i].mat->density * blocks[i].cells[j].value;
    int64_t distinct = (n + 2) / 3 + (n > 1 ? 1 : 0);
    CHECK(cormi_invoke(r, Solver_mass, blocks, n) == want + 1000.0 * (double)distinct);
    free_blocks(blocks, n);
  }

  for (int64_t n = 1; n < 40; n += 13) {
    Slice *sl = calloc((size_t)n, sizeof *sl);
    int64_t want = 0;
    for (int64_t i = 0; i < n; i++) {
      sl[i].len = (size_t)(i % 5);
      sl[i].ptr = malloc(sl[i].len + 1);
      for (size_t b = 0; b < sl[i].len; b++) want += sl[i].ptr[b] = (uint8_t)(b + 1);
    }
    CHECK(cormi_invoke(r, Solver_bytes, sl, n) == want);
    for (int64_t i = 0; i < n; i++) free(sl[i].ptr);
    free(sl);
  }

  Slice *got = cormi_invoke(r, Solver_slices, (int64_t)6);
  for (int64_t i = 0; i < 6; i++) {
    CHECK(got[i].len == (size_t)i + 1);
    for (size_t b = 0; b < got[i].len; b++) CHECK(got[i].ptr[b] == (uint8_t)i);
    free(got[i].ptr);
  }
  free(got);
  free(wood);
  printf("record_arrays: %s\n", failures ? "FAILED" : "ok");
  cormi_finalize();
  return failures ? 1 : 0;
}
