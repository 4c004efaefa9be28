/* The generic (descriptor-driven) serializer of `generic` mode (cormi_rt.h, layer 8;
 * DESIGN.md: "the pass emits type descriptors, the runtime walks them"; like Java
 * serialization). The pass emits one cormi_type per class of the program and every
 * call site calls these two walkers with its root's type id.
 *
 * Wire format (the one of site/class mode, pass/src/codegen/graph/mod.rs, with a type id
 * after every NEW tag): per pointer, in work-list (LIFO) pop order,
 *   u32 0 (null) | u32 k (handle k, seen before) | u32 0xFFFFFFFE, u64 address (a
 *   non-null pointer below 4096, where no object lives: a sentinel or Rust's dangling
 *   pointer; stored as those bits; 0 or >= 4096 is malformed) | u32 0xFFFFFFFF, u32 type, then
 *   [kind 4: u32 variant index], the body: struct = size bytes; sized struct = u64 bytes
 *   + the bytes; scalar array = u64 count + count * size bytes; pointer array = u64
 *   count, then each element as a pointer; record array = u64 count + count * size
 *   bytes, then each record's pointer fields.
 * Run-time sizes (array counts, sized structs, polymorphic variants) come from the
 * object's extent (cormi_extent); an unknown extent refuses the object with a message
 * (cormi_extent_unknown: exits in the ABORT error mode, else recorded for the call,
 * which then fails) instead of reading past it: its body is skipped.
 * Handles are given in first-seen order on both sides (write: find_or_add before the
 * body; read: add after allocating, before the children).
 * An interior pointer (kind 7) is resolved where it is popped: the writer pushes the
 * object's start with the target type and, below it, a fix-up entry (FIXUP | type) that
 * writes the offset (found at run time only) once the object's subgraph is written; the
 * reader pushes the slot for the target type and, below it, a fix-up entry that reads
 * the offset (or takes the static one), checks it against the copy's extent (one past
 * the end allowed) and moves the slot to it.
 * A Rust buffer header (kind 8) lies at its work-list pointer, inside its owner: no tag,
 * no handle; u64 length, then the elements as a record array's.
 *
 * The reader trusts nothing from the wire: every read is bounds-checked (cormi_in_*),
 * counts are checked against the remaining bytes before allocating, the type id and
 * the variant index must be the expected ones, a back-reference must name an object of
 * the slot's type (or a variant of it), and no pointer value is copied from the message
 * (pointer fields and slots read as pointers are written by the reader) but a small
 * address, checked to lie in the first or the last page. No recursion:
 * an explicit work list on the heap. Library only (not in the helper bitcode). */
#include "cormi_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TAG_NULL = 0 };
static const uint32_t TAG_NEW = 0xFFFFFFFFu;
static const uint32_t TAG_ADDR = 0xFFFFFFFEu;
/* Size of the first and the last page: no object lives in either, so a pointer there
 * is a sentinel ((T *)1, (T *)-1), sent as its bits. */
static const uintptr_t SMALL_ADDR_END = 4096;

/* Whether p lies in the first or the last page (null included). */
static inline int no_object_at(uintptr_t p) { return p + SMALL_ADDR_END < 2 * SMALL_ADDR_END; }

/* A slot read as a pointer where the analysis sees no object: a sentinel stays, anything
 * else becomes NULL (no pointer to follow comes from the message). */
static inline void keep_sentinel(uintptr_t *slot) {
  if (!no_object_at(*slot)) *slot = 0;
}
/* Wire bytes of one pointer (its tag): the smallest element of a pointer array. */
static const size_t TAG_BYTES = 4;
/* The bit of a work-list type that marks an interior pointer's fix-up entry. */
static const uint64_t FIXUP = (uint64_t)1 << 40;

/* A LIFO work list of (pointer, type id). */
typedef struct item {
  void *p;
  uint64_t type;
} item;
typedef struct worklist {
  item *data;
  size_t len, cap;
} worklist;

static void push(worklist *w, void *p, uint64_t type) {
  if (w->len == w->cap) {
    size_t cap = w->cap ? w->cap * 2 : 64;
    item *d = (item *)realloc(w->data, cap * sizeof *d);
    if (!d) {
      fputs("cormi: out of memory in the generic serializer's work list\n", stderr);
      exit(1);
    }
    w->data = d;
    w->cap = cap;
  }
  w->data[w->len].p = p;
  w->data[w->len].type = type;
  w->len++;
}

/* What the sizing helpers answer for a refused object (its body is skipped). */
static const uint64_t REFUSED = UINT64_MAX;

/* The extent of an object the walker must size; REFUSED (after refusing it) when
 * unknown. */
static uint64_t extent_of(const void *p) {
  size_t n = cormi_extent(p);
  if (n == CORMI_EXTENT_UNKNOWN) {
    cormi_extent_unknown(p, "its size is unknown at run time (no heap block, noted global, stack object or argv string "
                            "the runtime knows starts there: memory of another allocator?)");
    return REFUSED;
  }
  return n;
}

/* The element count of an array of `elem`-byte elements; REFUSED when its extent is
 * unknown or no whole number of elements. */
static uint64_t count_of(const void *p, uint64_t elem) {
  uint64_t n = extent_of(p);
  if (n == REFUSED) return REFUSED;
  if (n % elem) {
    cormi_extent_unknown(p, "its size is not a whole number of its elements");
    return REFUSED;
  }
  return n / elem;
}

/* The variant of a kind-4 type whose size is `size`; REFUSED when none is. */
static uint64_t variant_of(const cormi_type *d, uint64_t size) {
  for (uint64_t k = 0; k < d->nptr; k++)
    if (d->offsets[k] == size) return k;
  cormi_variant_unknown((size_t)size);
  return REFUSED;
}

/* The tag of a tagged union at p (zero-extended), and the index of its value among the
 * descriptor's tags (ntags when it names no member). */
static uint64_t tag_index(const char *p, const cormi_type *d) {
  uint64_t tag = 0;
  memcpy(&tag, p + d->tag_offset, d->tag_size); /* little-endian: the low bytes */
  for (uint64_t j = 0; j < d->ntags; j++)
    if (d->tags[j] == tag) return j;
  return d->ntags;
}

/* Whether pointer field k is sent for the tag of index j (always without a tag). */
static int field_on(const cormi_type *d, uint64_t k, uint64_t j) { return !d->tag_size || (d->active[k] >> j & 1); }

/* Queues the pointer fields of one struct or record at p (of a tagged union: those of
 * the active member; a tag that names no member refuses the object, none queued; a
 * buffer header held in place by its address). */
static void push_fields(worklist *w, const char *p, const cormi_type *d, const cormi_type *types) {
  uint64_t j = 0;
  if (d->tag_size) {
    j = tag_index(p, d);
    if (j == d->ntags) {
      cormi_extent_unknown(p, "its tag names no member of its tagged union (CORMI_UNION)");
      return;
    }
  }
  for (uint64_t k = 0; k < d->nptr; k++) {
    if (!field_on(d, k, j)) continue;
    const char *field = p + d->offsets[k];
    push(w, types[d->children[k]].kind == CORMI_TYPE_BUFFER ? (void *)field : *(void *const *)field, d->children[k]);
  }
}

/* A buffer header's element pointer and length. */
static char *buffer_data(const char *header, const cormi_type *d) { return *(char *const *)(header + d->nulls[0]); }
static uint64_t buffer_len(const char *header, const cormi_type *d) { return *(const uint64_t *)(header + d->nulls[1]); }

static void write_body(cormi_out *out, worklist *w, const char *p, const cormi_type *d, const cormi_type *types) {
  switch (d->kind) {
    case CORMI_TYPE_STRUCT: {
      size_t n = cormi_extent(p);
      if ((n == CORMI_EXTENT_UNKNOWN || n < d->size) && !cormi_vouch(p, d->size, "a struct of static size")) break;
      cormi_out_append(out, p, d->size);
      push_fields(w, p, d, types);
      break;
    }
    case CORMI_TYPE_BUFFER: {
      const char *data = buffer_data(p, d);
      uint64_t n = buffer_len(p, d);
      cormi_out_u64(out, n);
      cormi_out_append(out, data, n * d->size);
      for (uint64_t k = 0; k < n && d->nptr; k++) push_fields(w, data + k * d->size, d, types);
      break;
    }
    case CORMI_TYPE_SIZED: {
      uint64_t n = extent_of(p);
      if (n == REFUSED) break;
      if (n < d->size) {
        cormi_extent_unknown(p, "it is smaller than the bytes its pointer fields need");
        break;
      }
      cormi_out_u64(out, n);
      cormi_out_append(out, p, n);
      push_fields(w, p, d, types);
      break;
    }
    case CORMI_TYPE_SCALARS: {
      uint64_t n = count_of(p, d->size);
      if (n == REFUSED) break;
      cormi_out_u64(out, n);
      cormi_out_append(out, p, n * d->size);
      break;
    }
    case CORMI_TYPE_POINTERS: {
      uint64_t n = count_of(p, d->size);
      if (n == REFUSED) break;
      cormi_out_u64(out, n);
      for (uint64_t k = 0; k < n; k++) push(w, ((void *const *)p)[k], d->children[0]);
      break;
    }
    case CORMI_TYPE_RECORDS: {
      uint64_t n = count_of(p, d->size);
      if (n == REFUSED) break;
      cormi_out_u64(out, n);
      cormi_out_append(out, p, n * d->size);
      for (uint64_t k = 0; k < n; k++) push_fields(w, p + k * d->size, d, types);
      break;
    }
    default: /* CORMI_TYPE_NULL: no object can be here by the analysis */
      if (cormi_extent(p) != CORMI_EXTENT_UNKNOWN)
        cormi_extent_unknown(p, "the analysis found no object this pointer can point to, but it points to one the "
                                "runtime knows (a library function the pass models wrongly may have stored it; please "
                                "report it)");
      break;
  }
}

/* An interior pointer popped by the writer: its object's start for the target type and,
 * for an offset found at run time, a fix-up entry below it that writes the offset. NULL
 * and other sentinels (the first or the last page: no object is there) go as they are,
 * offset 0; the reader keeps them. */
static void write_interior(worklist *w, item it, const cormi_type *d) {
  const char *p = (const char *)it.p;
  static const char *why = "the pointer lies in no object the runtime knows (heap blocks, noted globals and stack objects), "
                           "or outside its object (one past the end is the farthest it may point)";
  if (no_object_at((uintptr_t)p)) {
    if (d->alloc) push(w, NULL, it.type | FIXUP);
    push(w, (void *)p, d->children[0]);
    return;
  }
  if (!d->alloc) {
    /* A start in the first or the last page would arrive as a sentinel, without the
     * offset: no object starts there. */
    uintptr_t start = (uintptr_t)p - d->size;
    if (no_object_at(start)) {
      cormi_extent_unknown(p, why);
      start = 0; /* refused (RETURN mode): goes on as NULL */
    }
    push(w, (void *)start, d->children[0]);
    return;
  }
  size_t off = 0;
  void *start = cormi_object_of(p, &off);
  if (!start) cormi_extent_unknown(p, why); /* refused (RETURN mode): goes on as NULL */
  push(w, (void *)(uintptr_t)off, it.type | FIXUP);
  push(w, start, d->children[0]);
}

void cormi_generic_write(cormi_out *out, cormi_handles *handles, const void *root, uint64_t type, const cormi_type *types,
                         uint64_t ntypes) {
  worklist w = {0};
  push(&w, (void *)root, type);
  while (w.len) {
    item it = w.data[--w.len];
    if (it.type & FIXUP) {
      cormi_out_varint(out, (uint64_t)(uintptr_t)it.p);
      continue;
    }
    if (types[it.type].kind == CORMI_TYPE_INTERIOR) {
      write_interior(&w, it, &types[it.type]);
      continue;
    }
    if (types[it.type].kind == CORMI_TYPE_BUFFER) {
      write_body(out, &w, (const char *)it.p, &types[it.type], types);
      continue;
    }
    if (no_object_at((uintptr_t)it.p)) {
      cormi_out_u32(out, it.p ? TAG_ADDR : TAG_NULL);
      if (it.p) cormi_out_u64(out, (uint64_t)(uintptr_t)it.p);
      continue;
    }
    uint32_t h = cormi_handles_find_or_add(handles, it.p);
    if (h) {
      cormi_out_u32(out, h);
      continue;
    }
    cormi_out_u32(out, TAG_NEW);
    cormi_out_u32(out, (uint32_t)it.type);
    const cormi_type *d = &types[it.type];
    if (d->kind == CORMI_TYPE_POLY) {
      uint64_t k = variant_of(d, cormi_extent(it.p));
      if (k == REFUSED) continue;
      cormi_out_u32(out, (uint32_t)k);
      d = &types[d->children[k]];
    }
    (void)ntypes;
    write_body(out, &w, (const char *)it.p, d, types);
  }
  free(w.data);
}

/* Whether an object read as type `seen` may go into a slot of type `slot`. */
static int accepts(const cormi_type *types, uint64_t slot, uint64_t seen) {
  if (seen == slot) return 1;
  const cormi_type *d = &types[slot];
  if (d->kind != CORMI_TYPE_POLY) return 0;
  for (uint64_t k = 0; k < d->nptr; k++)
    if (d->children[k] == seen) return 1;
  return 0;
}

/* Clears the pointer fields of one struct or record at obj (NULL until filled) and
 * queues them as slots, after writing NULL into its null slots (of a tagged union: the
 * active member's fields; the other members' bytes stay as they arrived). -1 when the
 * tag names no member (a malformed message). */
static int fill_fields(worklist *w, char *obj, const cormi_type *d, const cormi_type *types) {
  /* A buffer's `nulls` are its header's offsets, not null slots. */
  for (uint64_t k = 0; d->kind != CORMI_TYPE_BUFFER && k < d->nnull; k++) keep_sentinel((uintptr_t *)(obj + d->nulls[k]));
  uint64_t j = 0;
  if (d->tag_size && (j = tag_index(obj, d)) == d->ntags) return -1;
  for (uint64_t k = 0; k < d->nptr; k++) {
    if (!field_on(d, k, j)) continue;
    void **field = (void **)(obj + d->offsets[k]);
    /* A buffer header held in place is the slot itself; its body writes all of it. */
    if (types[d->children[k]].kind != CORMI_TYPE_BUFFER) *field = NULL;
    push(w, field, d->children[k]);
  }
  return 0;
}

/* An array of n elements for type t, at the alignment its descriptor asks for
 * (CORMI_LOG_ALIGN_SHIFT bits of `alloc`; none: the allocator's own). */
static void *new_array(cormi_graph_log *log, uint64_t elem, uint64_t n, uint64_t t, const cormi_type *d) {
  uint64_t shift = (d->alloc >> CORMI_LOG_ALIGN_SHIFT) & 0xff;
  if (shift) return cormi_log_array_aligned(log, elem, n, (uint32_t)t, (uint64_t)1 << shift);
  return cormi_log_array(log, elem, n, (uint32_t)t);
}

/* Reads a buffer's elements into a fresh block of exactly their count and writes the
 * header at `header`: pointer (the alignment, dangling, for none), length, capacity.
 * 0, or -1 for a malformed message. */
static int read_buffer(cormi_in *in, worklist *w, char *header, uint64_t t, const cormi_type *d, const cormi_type *types,
                       cormi_graph_log *log) {
  uint64_t n = cormi_in_u64(in);
  if (in->error || cormi_in_check_count(in, n, d->size)) return -1;
  /* `alloc` is the element alignment here: over 16, the block must honour it. */
  char *data = !n ? (char *)(uintptr_t)d->alloc
               : d->alloc > 16 ? (char *)cormi_log_array_aligned(log, d->size, n, (uint32_t)t, d->alloc)
                               : (char *)cormi_log_array(log, d->size, n, (uint32_t)t);
  *(char **)(header + d->nulls[0]) = data;
  *(uint64_t *)(header + d->nulls[1]) = n;
  if (d->nulls[2] != UINT64_MAX) *(uint64_t *)(header + d->nulls[2]) = n;
  cormi_in_copy(in, data, n * d->size);
  int bad = 0;
  for (uint64_t k = 0; k < n && d->nptr && !bad; k++) bad = fill_fields(w, data + k * d->size, d, types);
  if (bad) in->error = 1; /* a tag that names no member */
  return bad ? -1 : 0;
}

/* Allocates and reads one new object of type t (kind 1..3, 5, 6) into *slot, queueing
 * its pointer slots. 0, or -1 for a malformed message. */
static int read_body(cormi_in *in, cormi_handles *handles, cormi_handles *shapes, worklist *w, void **slot, uint64_t t,
                     const cormi_type *d, const cormi_type *types, cormi_graph_log *log) {
  char *obj;
  uint64_t n = 0;
  switch (d->kind) {
    case CORMI_TYPE_STRUCT:
      /* An empty struct (malloc(0)) reads nothing. */
      if (d->size && cormi_in_check_count(in, 1, d->size)) return -1;
      /* Through the log (NULL: plainly); the type id is the layout class. */
      obj = (char *)cormi_log_object(log, d->size, (uint32_t)t,
                                     (uint32_t)((d->alloc & 1 ? CORMI_LOG_OBJECT : CORMI_LOG_MALLOC) |
                                                (d->alloc & (0xffu << CORMI_LOG_ALIGN_SHIFT))));
      cormi_in_copy(in, obj, d->size);
      break;
    case CORMI_TYPE_SIZED:
      n = cormi_in_u64(in);
      /* At least the layout's bytes, so every pointer field lies inside. */
      if (in->error || n < d->size || cormi_in_check_count(in, n, 1)) return -1;
      obj = (char *)new_array(log, 1, n, t, d);
      cormi_in_copy(in, obj, n);
      break;
    case CORMI_TYPE_RECORDS:
      n = cormi_in_u64(in);
      if (in->error || cormi_in_check_count(in, n, d->size)) return -1;
      obj = (char *)new_array(log, d->size, n, t, d);
      cormi_in_copy(in, obj, n * d->size);
      break;
    case CORMI_TYPE_SCALARS: {
      n = cormi_in_u64(in);
      if (in->error || cormi_in_check_count(in, n, d->size)) return -1;
      obj = (char *)new_array(log, d->size, n, t, d);
      cormi_in_copy(in, obj, n * d->size);
      /* Elements read as pointers (8 bytes each): sentinels stay, anything else is NULL. */
      for (uint64_t k = 0; d->nnull && k < n * d->size / 8; k++) keep_sentinel((uintptr_t *)obj + k);
      break;
    }
    case CORMI_TYPE_POINTERS: {
      n = cormi_in_u64(in);
      if (in->error || cormi_in_check_count(in, n, TAG_BYTES)) return -1;
      obj = (char *)new_array(log, 8, n, t, d);
      break;
    }
    default:
      *slot = NULL;
      return 0;
  }
  cormi_handles_add(handles, obj);
  cormi_handles_add(shapes, (void *)(uintptr_t)(t + 1));
  *slot = obj;
  int bad = 0;
  if (d->kind == CORMI_TYPE_STRUCT || d->kind == CORMI_TYPE_SIZED) {
    bad = fill_fields(w, obj, d, types);
  } else if (d->kind == CORMI_TYPE_RECORDS) {
    for (uint64_t k = 0; k < n && !bad; k++) bad = fill_fields(w, obj + k * d->size, d, types);
  } else if (d->kind == CORMI_TYPE_POINTERS) {
    for (uint64_t k = 0; k < n; k++) push(w, &((void **)obj)[k], d->children[0]);
  }
  if (bad) in->error = 1; /* a tag that names no member */
  return bad ? -1 : 0;
}

/* The fix-up of an interior slot whose object arrived: the offset (static, or off the
 * wire), checked against the copy's extent; NULL and sentinels stay (offset 0). 0 or -1. */
static int fix_interior(cormi_in *in, void **slot, const cormi_type *d) {
  uint64_t off = d->size;
  if (d->alloc) {
    off = cormi_in_varint(in);
    if (in->error) return -1;
  }
  char *start = (char *)*slot;
  /* NULL or a sentinel: kept as it came (a run-time offset must be 0). */
  if (no_object_at((uintptr_t)start)) return d->alloc && off ? -1 : 0;
  size_t n = cormi_extent(start);
  if (n == CORMI_EXTENT_UNKNOWN || off > n) return -1;
  *slot = start + off;
  return 0;
}

/* One pointer off the wire into it.p (a slot) for type it.type. */
static int read_one(cormi_in *in, cormi_handles *handles, cormi_handles *shapes, worklist *w, item it, const cormi_type *types,
                    uint64_t ntypes, cormi_graph_log *log) {
  void **slot = (void **)it.p;
  if (it.type & FIXUP) return fix_interior(in, slot, &types[it.type & ~FIXUP]);
  if (types[it.type].kind == CORMI_TYPE_INTERIOR) {
    push(w, slot, it.type | FIXUP);
    push(w, slot, types[it.type].children[0]);
    return 0;
  }
  if (types[it.type].kind == CORMI_TYPE_BUFFER) return read_buffer(in, w, (char *)it.p, it.type, &types[it.type], types, log);
  uint32_t tag = cormi_in_u32(in);
  if (in->error) return -1;
  if (tag == TAG_NULL) {
    *slot = NULL;
    return 0;
  }
  if (tag == TAG_ADDR) {
    uint64_t addr = cormi_in_u64(in);
    if (in->error || !addr || !no_object_at(addr)) return -1;
    *slot = (void *)(uintptr_t)addr;
    return 0;
  }
  if (tag != TAG_NEW) {
    void *obj = cormi_handles_at(handles, tag);
    uintptr_t seen = (uintptr_t)cormi_handles_at(shapes, tag);
    if (!obj || !seen || !accepts(types, it.type, seen - 1)) return -1;
    *slot = obj;
    return 0;
  }
  uint32_t wire = cormi_in_u32(in);
  if (in->error || wire != it.type) return -1;
  uint64_t t = it.type;
  if (types[t].kind == CORMI_TYPE_POLY) {
    uint32_t k = cormi_in_u32(in);
    if (in->error || k >= types[t].nptr) return -1;
    t = types[t].children[k];
  }
  if (t >= ntypes) return -1;
  return read_body(in, handles, shapes, w, slot, t, &types[t], types, log);
}

int cormi_generic_read_logged(cormi_in *in, cormi_handles *handles, cormi_handles *shapes, uint64_t type, void **slot,
                              const cormi_type *types, uint64_t ntypes, cormi_graph_log *log) {
  worklist w = {0};
  *slot = NULL;
  int status = type < ntypes ? 0 : -1;
  if (!status) push(&w, slot, type);
  while (!status && w.len) {
    item it = w.data[--w.len];
    status = read_one(in, handles, shapes, &w, it, types, ntypes, log);
  }
  free(w.data);
  if (status) in->error = 1;
  return status;
}

int cormi_generic_read(cormi_in *in, cormi_handles *handles, cormi_handles *shapes, uint64_t type, void **slot,
                       const cormi_type *types, uint64_t ntypes) {
  return cormi_generic_read_logged(in, handles, shapes, type, slot, types, ntypes, NULL);
}
