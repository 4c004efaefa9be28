/* Object extents: the hot query generated marshalers inline (cormi_rt.h, "Object
 * extents"). A heap block's extent comes from the heap map (heap_map.h); anything else
 * goes to the library's slow path (noted objects, a sanitizer's allocator). */
#include "cormi_rt.h"
#include "heap_map.h"
#include "hot.h"

CORMI_HOT size_t cormi_extent(const void *p) {
  uintptr_t a = (uintptr_t)p;
  if (cormi_map_trackable(a)) {
    const uint8_t *b = cormi_map_byte(a);
    if (b) {
      unsigned v = __atomic_load_n(b, __ATOMIC_RELAXED);
      if (v > CORMI_MAP_HEADER) return v - CORMI_MAP_SIZE_BIAS;
      if (v == CORMI_MAP_HEADER) return ((const size_t *)p)[-2];
    }
  }
  return cormi_extent_slow(p);
}
