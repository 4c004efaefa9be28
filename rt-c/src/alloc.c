/* cormi_new / cormi_new_array (cormi.h): plain zeroed heap blocks, whose extent the
 * runtime knows like any other's (heap.c), so `free` and cormi_free are the same. */
#include "cormi_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *zeroed(size_t elem_size, size_t n) {
  size_t bytes;
  if (__builtin_mul_overflow(elem_size, n, &bytes)) {
    fprintf(stderr, "cormi: array of %zu elements of %zu bytes overflows\n", n, elem_size);
    exit(1);
  }
  void *p = calloc(1, bytes);
  if (!p) {
    fprintf(stderr, "cormi: out of memory allocating %zu x %zu bytes\n", n, elem_size);
    exit(1);
  }
  return p;
}

void *cormi_alloc_object(size_t size) { return zeroed(size, 1); }

/* The runtime's aligned_alloc records the extent like malloc's (heap.c), and `free`
 * takes the block back. */
void *cormi_alloc_aligned(size_t align, size_t size) {
  if (align <= 16) return zeroed(size, 1);
  void *p = NULL;
  if (posix_memalign(&p, align, size ? size : 1) != 0) {
    fprintf(stderr, "cormi: out of memory allocating %zu bytes aligned to %zu\n", size, align);
    exit(1);
  }
  memset(p, 0, size);
  return p;
}

void *cormi_alloc_array_aligned(size_t elem_size, size_t n, size_t align) {
  size_t bytes;
  if (__builtin_mul_overflow(elem_size, n, &bytes)) {
    fprintf(stderr, "cormi: array of %zu elements of %zu bytes overflows\n", n, elem_size);
    exit(1);
  }
  return cormi_alloc_aligned(align, bytes);
}

void *cormi_alloc_array(size_t elem_size, size_t n) { return zeroed(elem_size, n); }

size_t cormi_array_count(const void *a, size_t elem_size) {
  size_t bytes = a ? cormi_extent(a) : 0;
  return bytes == CORMI_EXTENT_UNKNOWN || !elem_size ? 0 : bytes / elem_size;
}

void cormi_free(void *p) { free(p); }

void cormi_variant_unknown(size_t size) {
  char text[256];
  if (size == CORMI_EXTENT_UNKNOWN)
    snprintf(text, sizeof text,
             "a polymorphic pointer holds an object whose size is unknown at run time (allocated outside the "
             "analysed program?)");
  else
    snprintf(text, sizeof text,
             "a polymorphic pointer holds an object of %zu bytes, none of the variants the pass found for it "
             "(allocated outside the analysed program?)",
             size);
  cormi_refuse(text);
}
