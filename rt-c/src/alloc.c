/* Allocation with a length header: cormi_new / cormi_new_array (cormi.h).
 * Layout: [uint64 element size][uint64 element count][elements...], element 0 at a
 * 16-byte aligned address, so ((const uint64_t *)p)[-1] is the count (what marshalers
 * read to learn an array's length at run time). */
#include "cormi_rt.h"

#include <stdio.h>
#include <stdlib.h>

static void *alloc_with_header(size_t elem_size, size_t n) {
  if (elem_size && n > (SIZE_MAX - CORMI_ARRAY_HEADER) / elem_size) {
    fprintf(stderr, "cormi: array of %zu elements of %zu bytes overflows\n", n, elem_size);
    exit(1);
  }
  uint64_t *h = (uint64_t *)calloc(1, CORMI_ARRAY_HEADER + elem_size * n);
  if (!h) {
    fprintf(stderr, "cormi: out of memory allocating %zu x %zu bytes\n", n, elem_size);
    exit(1);
  }
  h[0] = elem_size;
  h[1] = n;
  return h + 2;
}

void *cormi_alloc_object(size_t size) { return alloc_with_header(size, 1); }

void *cormi_alloc_array(size_t elem_size, size_t n) { return alloc_with_header(elem_size, n); }

size_t cormi_array_length(const void *a) { return a ? (size_t)((const uint64_t *)a)[-1] : 0; }

void cormi_free(void *p) {
  if (p) free((uint64_t *)p - 2);
}

void cormi_variant_unknown(size_t size) {
  fprintf(stderr,
          "cormi: a polymorphic pointer holds an object of %zu bytes, none of the variants the pass "
          "found for it (allocated outside the analysed program?)\n",
          size);
  exit(1);
}
