/* Message buffers: the hot marshal/unmarshal helpers of cormi_rt.h.
 * Compiled twice by runtime/build.rs: to an object in the runtime library and to LLVM
 * bitcode that the pass links into programs so these inline. Fast paths are a compare,
 * a copy and an add; growth is out of line (cormi_out_grow). */
#include "cormi_rt.h"
#include "hot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CORMI_RT_BITCODE /* slow path: only in the library */
__attribute__((noinline, cold)) void cormi_out_grow(cormi_out *o, size_t n) {
  size_t need = o->len + n;
  if (need < o->len) {
    fputs("cormi: message buffer size overflow\n", stderr);
    exit(1);
  }
  size_t cap = o->cap ? o->cap : 256;
  while (cap < need) cap = cap * 2 > cap ? cap * 2 : need;
  uint8_t *d = (uint8_t *)realloc(o->data, cap);
  if (!d) {
    fprintf(stderr, "cormi: out of memory growing a message buffer to %zu bytes\n", cap);
    exit(1);
  }
  o->data = d;
  o->cap = cap;
}

int (*cormi_out_gather_hook)(cormi_out *o, const void *src, size_t n);

int (*cormi_in_more_hook)(cormi_in *in, size_t n);
int (*cormi_in_copy_hook)(cormi_in *in, void *dst, size_t n);
size_t (*cormi_in_left_hook)(const cormi_in *in);

__attribute__((noinline, cold)) int cormi_in_more(cormi_in *in, size_t n) {
  int (*more)(cormi_in *, size_t) = __atomic_load_n(&cormi_in_more_hook, __ATOMIC_ACQUIRE);
  return more ? more(in, n) : -1;
}

__attribute__((noinline)) int cormi_in_copy_large(cormi_in *in, void *dst, size_t n) {
  int (*copy)(cormi_in *, void *, size_t) = __atomic_load_n(&cormi_in_copy_hook, __ATOMIC_ACQUIRE);
  int r = copy ? copy(in, dst, n) : 0;
  if (r < 0) {
    in->error = 1;
    return -1;
  }
  if (r > 0) return 0;
  const void *p = cormi_in_read(in, n);
  if (!p) return -1;
  memcpy(dst, p, n);
  return 0;
}

__attribute__((noinline)) size_t cormi_in_left(const cormi_in *in) {
  size_t (*left)(const cormi_in *) = __atomic_load_n(&cormi_in_left_hook, __ATOMIC_ACQUIRE);
  return left ? left(in) : in->len - in->pos;
}

__attribute__((noinline)) void cormi_out_append_large(cormi_out *o, const void *src, size_t n) {
  int (*gather)(cormi_out *, const void *, size_t) = __atomic_load_n(&cormi_out_gather_hook, __ATOMIC_ACQUIRE);
  if (gather && gather(o, src, n)) return;
  memcpy(cormi_out_reserve(o, n), src, n);
}
#endif

CORMI_HOT void *cormi_out_reserve(cormi_out *o, size_t n) {
  if (__builtin_expect(o->cap - o->len < n, 0)) cormi_out_grow(o, n);
  void *p = o->data + o->len;
  o->len += n;
  return p;
}

CORMI_HOT void cormi_out_append(cormi_out *o, const void *src, size_t n) {
  if (__builtin_expect(n >= CORMI_GATHER_MIN, 0)) {
    cormi_out_append_large(o, src, n); /* a call's arguments send it from src */
    return;
  }
  memcpy(cormi_out_reserve(o, n), src, n);
}

CORMI_HOT void cormi_out_u8(cormi_out *o, uint8_t v) { *(uint8_t *)cormi_out_reserve(o, 1) = v; }
CORMI_HOT void cormi_out_u32(cormi_out *o, uint32_t v) { memcpy(cormi_out_reserve(o, 4), &v, 4); }
CORMI_HOT void cormi_out_u64(cormi_out *o, uint64_t v) { memcpy(cormi_out_reserve(o, 8), &v, 8); }
CORMI_HOT void cormi_out_f64(cormi_out *o, double v) { memcpy(cormi_out_reserve(o, 8), &v, 8); }

/* LEB128: 7 bits a byte, low bits first, the high bit set on every byte but the last
 * (an offset below 128 is one byte). Reserves the longest form and gives back the rest. */
CORMI_HOT void cormi_out_varint(cormi_out *o, uint64_t v) {
  uint8_t *p = (uint8_t *)cormi_out_reserve(o, CORMI_VARINT_MAX);
  size_t n = 0;
  while (v >= 0x80) {
    p[n++] = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  p[n++] = (uint8_t)v;
  o->len -= CORMI_VARINT_MAX - n;
}

CORMI_HOT void cormi_out_patch_u64(cormi_out *o, size_t offset, uint64_t v) {
  if (offset <= o->len && o->len - offset >= 8) memcpy(o->data + offset, &v, 8);
}

CORMI_HOT const void *cormi_in_read(cormi_in *in, size_t n) {
  if (__builtin_expect(in->len - in->pos < n, 0) && cormi_in_more(in, n) != 0) {
    in->error = 1;
    return NULL;
  }
  const void *p = in->data + in->pos;
  in->pos += n;
  return p;
}

CORMI_HOT int cormi_in_copy(cormi_in *in, void *dst, size_t n) {
  if (__builtin_expect(n >= CORMI_GATHER_MIN, 0)) return cormi_in_copy_large(in, dst, n);
  const void *p = cormi_in_read(in, n);
  if (!p) return -1;
  memcpy(dst, p, n);
  return 0;
}

CORMI_HOT uint8_t cormi_in_u8(cormi_in *in) {
  const uint8_t *p = (const uint8_t *)cormi_in_read(in, 1);
  return p ? *p : 0;
}

CORMI_HOT uint32_t cormi_in_u32(cormi_in *in) {
  uint32_t v = 0;
  const void *p = cormi_in_read(in, 4);
  if (p) memcpy(&v, p, 4);
  return v;
}

CORMI_HOT uint64_t cormi_in_u64(cormi_in *in) {
  uint64_t v = 0;
  const void *p = cormi_in_read(in, 8);
  if (p) memcpy(&v, p, 8);
  return v;
}

/* A value longer than CORMI_VARINT_MAX bytes, bits beyond 64, or a message ending inside
 * the value is malformed. */
CORMI_HOT uint64_t cormi_in_varint(cormi_in *in) {
  uint64_t v = 0;
  for (unsigned shift = 0; shift < 64 && in->pos < in->len; shift += 7) {
    uint8_t b = in->data[in->pos++];
    if (shift == 63 && b > 1) break;
    v |= (uint64_t)(b & 0x7F) << shift;
    if (!(b & 0x80)) return v;
  }
  in->error = 1;
  return 0;
}

CORMI_HOT double cormi_in_f64(cormi_in *in) {
  double v = 0;
  const void *p = cormi_in_read(in, 8);
  if (p) memcpy(&v, p, 8);
  return v;
}

CORMI_HOT int cormi_in_check_count(cormi_in *in, uint64_t count, size_t elem_size) {
  size_t left = in->len - in->pos;
  if (elem_size == 0) elem_size = 1; /* zero-size elements still cost their tag */
  if (count > left / elem_size && count > cormi_in_left(in) / elem_size) {
    in->error = 1;
    return -1;
  }
  return 0;
}

CORMI_HOT size_t cormi_in_remaining(const cormi_in *in) { return cormi_in_left(in); }
