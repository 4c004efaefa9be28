/*
 * cormi_rt.h — the runtime's C ABI.
 *
 * This is what generated marshalers (emitted by the cormi pass) and hand-written C
 * call. User programs normally include <cormi.h> instead (frontend-shim/include), which
 * declares the user-level API; this header adds the marshaling layer underneath it.
 *
 * Stability: published 2026-11-30. Add to it; do not change existing shapes.
 *
 * Layers:
 *   1. Remote references        cormi_ref, cormi_ref_make/_node/_object
 *   2. Message buffers (hot)    cormi_out_* (marshal), cormi_in_* (unmarshal)
 *   3. Handle tables (hot)      cormi_handles_* (cycle and sharing detection)
 *   4. Calls (client side)      cormi_call_begin/_invoke/_oneway/_end
 *   5. Dispatch (server side)   cormi_server_fn, cormi_register_sites
 *   6. Objects                  cormi_object_register/_local, cormi_release
 *   7. Errors                   status codes, cormi_set_error_mode, cormi_strerror
 *   8. Generic serializer       cormi_type, cormi_generic_write/_read (`generic` mode)
 *   9. Received graphs (hot)    cormi_graph_log, cormi_log_* (free after the call, reuse
 *                               slots), cormi_reuse_counts
 *   End: CORMI_PASS_FUNCTIONS, the functions of these layers that pass-generated code calls
 *
 * Layers 2 and 3 are implemented in C (rt-c/src/buffer.c, handles.c), compiled both into
 * the runtime library and into LLVM bitcode (target/release/cormi-rt-helpers.bc) that the
 * pass llvm-links into the program before it runs, so that their fast paths inline to a
 * compare, a store and an add (in the bitcode they are available_externally: calls that
 * are not inlined resolve to the library), and so does the extent query (extent.c).
 * Allocation (alloc.c, heap.c) is C in the library only.
 * Everything else lives in the Rust runtime (runtime/).
 *
 * How generated code (and hand-written C) uses it:
 *
 *   client, R r = cormi_invoke(ref, method, a, b):
 *     cormi_call *c = cormi_call_begin(ref, SITE);     // SITE: this call site's id
 *     cormi_out_u64(&c->args, a); ...                  // marshal (handle table if needed:
 *                                                      //  cormi_handles_acquire/_release)
 *     cormi_call_invoke(c);                            // send, wait; exits on failure by
 *                                                      //  default (see error modes)
 *     r = cormi_in_f64(&c->reply); ...                 // unmarshal the result
 *     if (c->reply.error) cormi_call_fail(c, CORMI_E_MALFORMED);
 *     cormi_call_end(c);
 *   client, cormi_ref r = cormi_create(node, ctor, args): the same with
 *     cormi_call_begin_node(node, CTOR_SITE) and the reply read as a u64 reference.
 *   server, per call site (registered with cormi_register_sites from a constructor):
 *     int site_fn(cormi_in *args, cormi_out *reply, void *self) {
 *       x = cormi_in_u64(args); ...                    // unmarshal (bounds-checked)
 *       R r = method(self, x, ...);                    // self: the target object
 *       cormi_out_f64(reply, r); return 0;             // marshal the result
 *     }
 *   server, constructor site: obj = ctor(args...);
 *     cormi_out_u64(reply, cormi_object_register(obj, NULL));
 *
 * Byte order on the wire is native (both ends run the same binary). All sizes are in
 * bytes unless stated otherwise. No function here is async-signal-safe.
 */
#ifndef CORMI_RT_H
#define CORMI_RT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------------------
 * 1. Remote references
 * ------------------------------------------------------------------------------------ */

#ifndef CORMI_REF_DEFINED
#define CORMI_REF_DEFINED
/** A remote reference: (node, object id) packed in 64 bits. 0 is the null reference.
 *  Layout: bits 63..48 hold node + 1, bits 47..0 the object id on that node. Object id 0
 *  names the node itself (used for calls that target no object, e.g. constructors). */
typedef uint64_t cormi_ref;
#define CORMI_NULL_REF ((cormi_ref)0)
#endif

/** Largest object id a reference can carry (2^48 - 1). */
#define CORMI_MAX_OBJECT_ID ((uint64_t)0xFFFFFFFFFFFFull)

/** The reference for (node, object id); node in 0..65534. */
static inline cormi_ref cormi_ref_make(int node, uint64_t object_id) {
  return ((uint64_t)(uint32_t)(node + 1) << 48) | (object_id & CORMI_MAX_OBJECT_ID);
}
/** The node (rank) a reference points to; -1 for CORMI_NULL_REF. */
static inline int cormi_ref_node(cormi_ref r) { return (int)(r >> 48) - 1; }
/** The object id within its node; 0 for a node reference or CORMI_NULL_REF. */
static inline uint64_t cormi_ref_object(cormi_ref r) { return r & CORMI_MAX_OBJECT_ID; }

/* ------------------------------------------------------------------------------------
 * 7. Status codes (used by every layer below)
 * ------------------------------------------------------------------------------------ */

#define CORMI_OK 0
#define CORMI_E_TIMEOUT 1       /* no reply within the call timeout (CORMI_TIMEOUT_MS) */
#define CORMI_E_PEER_DEAD 2     /* the peer node's process died (connection reset)      */
#define CORMI_E_CLOSED 3        /* the connection was closed (peer finalized, EOF)      */
#define CORMI_E_MALFORMED 4     /* a message failed a bounds or format check            */
#define CORMI_E_TOO_BIG 5       /* a message exceeds the maximum size (CORMI_MAX_MESSAGE)*/
#define CORMI_E_UNKNOWN_SITE 6  /* the receiver has no server function for the call site */
#define CORMI_E_BUILD_ID 7      /* the peer was built from a different module           */
#define CORMI_E_NO_OBJECT 8     /* the target object id is not in the owner's table     */
#define CORMI_E_NULL_REF 9      /* a call on CORMI_NULL_REF                             */
#define CORMI_E_BAD_NODE 10     /* a node outside 0..cormi_nodes()-1                    */
#define CORMI_E_REMOTE 11       /* the server function returned a non-zero status        */
#define CORMI_E_NOT_INIT 12     /* the runtime could not start (see the message printed) */
#define CORMI_E_LOCK 13         /* unlock of a monitor the caller does not hold          */
#define CORMI_E_TRANSPORT 14    /* any other transport (I/O) failure                    */
#define CORMI_E_NODE_COUNT 15   /* a peer was started for another number of nodes        */
#define CORMI_E_BAD_SITE 16     /* reserved call-site id or NULL server function         */
#define CORMI_E_DEPTH 17        /* call depth limit (CORMI_MAX_CALL_DEPTH) exceeded      */
#define CORMI_E_TYPE 18         /* the object's type is not the one the method's self has */
#define CORMI_E_UNSENDABLE 19   /* an argument or result cannot be sent (size or variant unknown) */

/** Runtime settings and their defaults (environment variables, set by cormirun):
 *   CORMI_TIMEOUT_MS          how long a call waits for its reply: 120000 (120 s);
 *                             0 waits forever. A cormi_lock that times out is withdrawn
 *                             at the owner (never granted later).
 *   CORMI_CONNECT_TIMEOUT_MS  how long start-up may take to connect to a peer and for
 *                             every rank to report its links up: 10000 (10 s);
 *                             independent of CORMI_TIMEOUT_MS.
 *   CORMI_MAX_MESSAGE         largest payload of one message: 268435456 (256 MiB).
 *   CORMI_SPIN_US             receive spin before sleeping: 0. */
#define CORMI_DEFAULT_TIMEOUT_MS 120000
#define CORMI_DEFAULT_CONNECT_TIMEOUT_MS 10000
#define CORMI_DEFAULT_MAX_MESSAGE (256u << 20)
/** Most requests one thread serves nested (call-backs A -> B -> A -> ... are served on
 *  the waiting callers' threads). A deeper request, or one that finds less than 256 KiB
 *  of its thread's stack left, fails with CORMI_E_DEPTH ("call depth limit N exceeded")
 *  instead of overflowing the stack. */
#define CORMI_MAX_CALL_DEPTH 1000

/** Error modes for failed runtime operations (default: CORMI_ERRORS_ABORT). */
#define CORMI_ERRORS_ABORT 0  /* print "cormi: call site <name or id>: <cause>" and exit(1) */
#define CORMI_ERRORS_RETURN 1 /* return the status; cormi_last_error() also reports it     */

/** Sets the process-wide error mode. */
void cormi_set_error_mode(int mode);
/** The current error mode. */
int cormi_error_mode(void);
/** The status of the calling thread's last failed runtime operation (CORMI_OK if none
 *  since the last cormi_clear_error). For void APIs like cormi_lock in RETURN mode. */
int cormi_last_error(void);
/** Resets cormi_last_error() to CORMI_OK (cormi_last_error_message stays). */
void cormi_clear_error(void);
/** The text of the calling thread's last failure, as the ABORT mode prints it after
 *  "cormi: " ("" if none); valid until its next failure. */
const char *cormi_last_error_message(void);
/** A static English description of a status code (never NULL). */
const char *cormi_strerror(int status);

/* ------------------------------------------------------------------------------------
 * 2. Message buffers
 * ------------------------------------------------------------------------------------ */

/** Growable output buffer (marshal side). The bytes data[0..len) are the message so far;
 *  the runtime may keep a frame header before the first byte a marshaler writes, so a
 *  marshaler must only append, reserve or patch at offsets it got from `len`.
 *  Memory comes from malloc/realloc and belongs to the runtime. */
typedef struct cormi_out {
  uint8_t *data; /* start of the buffer                         */
  size_t len;    /* bytes written so far (including any header)  */
  size_t cap;    /* bytes allocated at data                      */
} cormi_out;

/** Bounds-checked input cursor (unmarshal side) over data[0..len). Every read checks
 *  len - pos; a read that does not fit sets `error` (sticky), reads nothing and returns
 *  NULL or 0. A marshaler may read many fields and test `error` once at the end. */
typedef struct cormi_in {
  const uint8_t *data; /* first payload byte            */
  size_t len;          /* payload bytes                 */
  size_t pos;          /* bytes consumed so far         */
  int error;           /* non-zero after a failed read  */
} cormi_in;

/* Slow paths (out of line, in buffer.c). */

/** Grows `o` so that at least n more bytes fit (geometric growth). Exits the process with
 *  a message on out-of-memory (a marshaler cannot recover from that). */
void cormi_out_grow(cormi_out *o, size_t n);

/* Fast paths. Defined in rt-c/src/buffer.c (not inline here) so that the pass inlines the
 * bitcode copy and hand-written C links the object copy; compile hand-written C with
 * -flto and the bitcode if you want them inlined there too. */

/** Reserves n bytes at the end of `o`, advances len by n and returns a pointer to them
 *  (unaligned; valid until the next reserve/append). Never NULL. */
void *cormi_out_reserve(cormi_out *o, size_t n);
/** Appends n bytes from src. A block of at least CORMI_GATHER_MIN bytes appended to the
 *  arguments of a call (c->args, on the thread that began the call) is not copied: the
 *  call's frame is sent from src (gather I/O), so src must stay valid and unchanged until
 *  cormi_call_invoke or cormi_call_oneway returns. Elsewhere (replies, own buffers) it is
 *  copied at once. */
void cormi_out_append(cormi_out *o, const void *src, size_t n);
/** Blocks this large are appended by reference (see cormi_out_append). */
#define CORMI_GATHER_MIN ((size_t)64 << 10)
/** Slow path of cormi_out_append for blocks of at least CORMI_GATHER_MIN bytes. */
void cormi_out_append_large(cormi_out *o, const void *src, size_t n);
/** Runtime-internal: set by the runtime; records a block by reference and returns 1 when
 *  `o` is the arguments of the call being marshaled on this thread, else returns 0. */
extern int (*cormi_out_gather_hook)(cormi_out *o, const void *src, size_t n);
/** Appends one value in native byte order. */
void cormi_out_u8(cormi_out *o, uint8_t v);
void cormi_out_u32(cormi_out *o, uint32_t v);
void cormi_out_u64(cormi_out *o, uint64_t v);
void cormi_out_f64(cormi_out *o, double v);
/** Most bytes of a value written by cormi_out_varint. */
#define CORMI_VARINT_MAX 10
/** Appends v as an unsigned LEB128 (1 byte below 128, at most CORMI_VARINT_MAX): the
 *  offsets of interior pointers found at run time. */
void cormi_out_varint(cormi_out *o, uint64_t v);
/** Overwrites 8 bytes at `offset` (an earlier value of o->len) with v, e.g. a count that
 *  is known only after walking a list. offset + 8 must be <= o->len. */
void cormi_out_patch_u64(cormi_out *o, size_t offset, uint64_t v);

/** Returns a pointer to the next n bytes and advances, or NULL (and sets in->error) when
 *  fewer than n bytes remain. The pointer is unaligned and valid until the call ends. */
const void *cormi_in_read(cormi_in *in, size_t n);
/** Copies the next n bytes to dst. 0 on success; -1 (and in->error set) if short. */
int cormi_in_copy(cormi_in *in, void *dst, size_t n);
/** Reads one value in native byte order; 0 (and in->error set) if short. */
uint8_t cormi_in_u8(cormi_in *in);
uint32_t cormi_in_u32(cormi_in *in);
uint64_t cormi_in_u64(cormi_in *in);
double cormi_in_f64(cormi_in *in);
/** Reads a value written by cormi_out_varint; 0 (and in->error set) if the message ends
 *  inside it or it is longer than CORMI_VARINT_MAX bytes or exceeds 64 bits. */
uint64_t cormi_in_varint(cormi_in *in);
/** Checks, before allocating, that `count` elements of elem_size bytes each can still be
 *  in the message (count * elem_size <= remaining, without overflow). 0 if so; otherwise
 *  -1 and in->error set. Use it before every allocation whose size comes off the wire;
 *  for elements encoded in fewer bytes than they occupy in memory, pass the wire size. */
int cormi_in_check_count(cormi_in *in, uint64_t count, size_t elem_size);
/** Bytes left to read. */
size_t cormi_in_remaining(const cormi_in *in);
/** Slow paths of the readers, for a received request whose large blocks are still in
 *  the caller's memory (the runtime reads them on demand, straight into the destination
 *  of a cormi_in_copy of at least CORMI_GATHER_MIN bytes): data[0..len) is what the
 *  cursor holds so far. cormi_in_more makes n more bytes readable at pos (0) or fails
 *  (-1, error not set); cormi_in_copy_large is cormi_in_copy of a large block;
 *  cormi_in_left counts the bytes left of the whole message. */
int cormi_in_more(cormi_in *in, size_t n);
int cormi_in_copy_large(cormi_in *in, void *dst, size_t n);
size_t cormi_in_left(const cormi_in *in);
/** Runtime-internal: set by the runtime; what the slow paths above ask. The copy hook
 *  returns 1 when it copied the bytes (from a block still at the caller), 0 when they are
 *  to be read as usual, -1 on failure. */
extern int (*cormi_in_more_hook)(cormi_in *in, size_t n);
extern int (*cormi_in_copy_hook)(cormi_in *in, void *dst, size_t n);
extern size_t (*cormi_in_left_hook)(const cormi_in *in);

/* ------------------------------------------------------------------------------------
 * 3. Handle tables (identity maps for cycles and sharing)
 * ------------------------------------------------------------------------------------ */

/** One slot of the open-addressing table. A slot is live iff gen == table gen. */
typedef struct cormi_handle_slot {
  const void *key; /* object address                    */
  uint32_t gen;    /* generation that wrote this slot   */
  uint32_t handle; /* 1-based handle of key             */
} cormi_handle_slot;

/** Marshal side: address -> handle (open addressing, pointer hash, linear probing).
 *  Unmarshal side: handle -> address (a vector). Handles are 1, 2, 3, ... in the order
 *  objects were first seen, so both sides number the same graph the same way.
 *  Clearing bumps a generation counter: O(1) between calls. */
typedef struct cormi_handles {
  cormi_handle_slot *slots; /* capacity = mask + 1 slots (power of two)  */
  uint32_t mask;
  uint32_t count; /* handles assigned in this generation */
  uint32_t gen;   /* current generation, never 0         */
  uint32_t objs_cap;
  void **objs;    /* objs[h - 1] = address of handle h (unmarshal side) */
} cormi_handles;

/** Takes a cleared table from the calling thread's pool (allocating one if empty).
 *  Never NULL. Give it back with cormi_handles_release. */
cormi_handles *cormi_handles_acquire(void);
/** Returns a table to the calling thread's pool (or frees it). */
void cormi_handles_release(cormi_handles *h);
/** Forgets all entries in O(1). */
void cormi_handles_clear(cormi_handles *h);
/** Marshal side: if `p` already has a handle, returns it (>= 1); otherwise gives it the
 *  next handle and returns 0 ("new object: write it out"). */
uint32_t cormi_handles_find_or_add(cormi_handles *h, const void *p);
/** The handle of p when p was added (cormi_handles_find_or_add), else 0; adds nothing. */
uint32_t cormi_handles_find(const cormi_handles *h, const void *p);
/** Unmarshal side: gives `p` the next handle and returns it (>= 1). Call it for each new
 *  object in the same order the marshal side saw them. */
uint32_t cormi_handles_add(cormi_handles *h, void *p);
/** Unmarshal side: the address of handle `handle`, or NULL when no object has that
 *  handle (a malformed message). */
void *cormi_handles_at(const cormi_handles *h, uint32_t handle);
/** Marshal side: frees (plain `free`) every object that got a handle since the table was
 *  last cleared, then clears it. The serving node calls it after marshaling a reply from
 *  a graph the method keeps no object of (the pass's escape analysis decides). After a
 *  refusal (cormi_refuse) an object whose extent is unknown is left alone. */
void cormi_handles_free_objects(cormi_handles *h);
/** Slow path of find_or_add: doubles the table. */
void cormi_handles_grow(cormi_handles *h);
/** Slow path of cormi_handles_add: doubles the handle -> address vector. */
void cormi_handles_grow_objs(cormi_handles *h);

/* ------------------------------------------------------------------------------------
 * Allocation and object extents (what cormi_new / cormi_new_array expand to; what
 * marshalers ask to learn an object's size at run time)
 *
 * Every program linked with the runtime allocates through the runtime's malloc family
 * (rt-c/src/heap.c: glibc's allocator underneath, each block's requested size recorded),
 * so the runtime knows the extent of every heap object: malloc, calloc, realloc,
 * reallocarray, aligned_alloc, posix_memalign, memalign, valloc, pvalloc, and what glibc
 * allocates through them (strdup, strndup, getline, asprintf, ...). `free` works on every
 * object; cormi_free is the same as free. In a sanitizer build (AddressSanitizer, ...)
 * the sanitizer's allocator is used instead and the extent comes from it.
 * Objects that are not from the heap have a known extent when they were noted:
 * argv, its strings and the environment strings (before main), and the globals and stack
 * objects that generated code notes because a marshaler may need their size.
 * ------------------------------------------------------------------------------------ */

/** cormi_extent's answer for an object whose extent is unknown. */
#define CORMI_EXTENT_UNKNOWN ((size_t)-1)
/** The extent in bytes (the size its allocation asked for) of the live object that
 *  starts at p, or CORMI_EXTENT_UNKNOWN: p is not the start of a live heap block nor a
 *  noted object (memory from mmap, a library's own pool, a pointer into an object, a
 *  freed block, or a heap block of a program that brings its own malloc). Fast path
 *  (hot, inline in generated code): a table look-up for heap blocks. */
size_t cormi_extent(const void *p);
/** The slow path of cormi_extent: noted objects, then a sanitizer's allocator. */
size_t cormi_extent_slow(const void *p);
/** The start of the live object that contains address p (p may be its start, any
 *  byte inside, or one past its end), with p - start in *offset: a heap block the
 *  runtime recorded (in a sanitizer build, the sanitizer's allocator answers:
 *  __sanitizer_get_allocated_begin), else a noted object (a global, a stack object,
 *  argv); NULL (and *offset unchanged) when none does: memory from mmap, a freed block.
 *  Thread-safe; heap blocks lock-free (for an object of less than 4 KiB it reads at most
 *  one page of the heap map, benches/heapmap), noted objects under the notes' lock. */
void *cormi_object_of(const void *p, size_t *offset);
/** Notes that the `bytes` bytes at p are one object (a global, a stack object), so that
 *  cormi_extent(p) answers `bytes` until cormi_extent_forget(p) (or the next note at p).
 *  Heap blocks need no note. Thread-safe; costs a lock. */
void cormi_extent_note(const void *p, size_t bytes);
/** Forgets a note (a stack object whose function returns). Unknown p: nothing. */
void cormi_extent_forget(const void *p);
/** Sets the recorded extent of heap block p to `bytes`, which must not exceed the size
 *  it was allocated with (the caller's duty), e.g. an array refilled in place with fewer
 *  elements. 0, or -1 when p is not a heap block the runtime recorded (sanitizer
 *  builds). */
int cormi_extent_set(void *p, size_t bytes);
/** Generated marshalers call this for an object they cannot size: its extent is unknown
 *  (see cormi_extent), no whole number of its elements, smaller than its layout, or a
 *  tag naming no member; `what` says which and names its allocation site. Refuses the
 *  send (cormi_refuse) with "cannot send the object at <p>: <what>". */
void cormi_extent_unknown(const void *p, const char *what);
/** A marshaler's refusal to send an object (`text` says which and why). ABORT mode:
 *  prints "cormi: <text>" and exits(1). RETURN mode: records it for the calling thread
 *  (cormi_send_refused) and returns; the marshaler then skips that object (never reads
 *  past it) and finishes, and the call it marshals for fails with CORMI_E_UNSENDABLE
 *  without sending (cormi_call_invoke / _oneway; a server function's reply becomes an
 *  error reply). */
void cormi_refuse(const char *text);
/** Records a refusal for the calling thread's current call (the runtime; the first of a
 *  call is kept). */
void cormi_send_refused(const char *text);
/** Whether the calling thread's current call has a refusal recorded (1) or not (0). */
int cormi_send_refused_pending(void);
/** Generated marshalers call this before copying `bytes` bytes (a struct's static size)
 *  from p when cormi_extent(p) is unknown or smaller. Returns 1 when p may be such an
 *  object: not a recorded heap block (a stack object, a global, another allocator's
 *  block) and every page of [p, p + bytes) readable. Otherwise (a heap block smaller
 *  than `bytes`, or memory the process cannot read: an uninitialised or freed pointer)
 *  refuses the object (cormi_extent_unknown, naming `what`, its allocation site) and
 *  returns 0 in the RETURN mode: the marshaler then skips it without reading it. */
int cormi_vouch(const void *p, size_t bytes, const char *what);

/** From now on every new heap block (malloc, aligned allocations) reads as zeros, as the
 *  growth of a realloc'd one already does: a buffer's spare capacity the program never
 *  writes (Rust's Vec) then holds NULL pointers, which marshalers send as NULL. Called
 *  before main by Rust programs (the `cormi` crate); C programs never pay for it. */
void cormi_heap_zero_new_blocks(void);

/** The runtime's malloc, calloc, realloc and free under their own names: for a program
 *  that defines malloc itself (its definition wins over the runtime's), e.g. to count
 *  bytes, and forwards to these so that the runtime still records every block's size.
 *  Same contracts as the C library's. */
void *cormi_heap_malloc(size_t n);
void *cormi_heap_calloc(size_t count, size_t size);
void *cormi_heap_realloc(void *p, size_t n);
void cormi_heap_free(void *p);

/** A zeroed object of `size` bytes (calloc; free or cormi_free it). Exits on
 *  out-of-memory. */
void *cormi_alloc_object(size_t size);
/** A zeroed block of `size` bytes at a multiple of `align` (a power of two; at most 16:
 *  calloc), for objects of over-aligned types (`_Alignas(64)`, `__m256d` members); free
 *  or cormi_free it. Exits on out-of-memory. */
void *cormi_alloc_aligned(size_t align, size_t size);
/** cormi_alloc_array at a multiple of `align` (as cormi_alloc_aligned). */
void *cormi_alloc_array_aligned(size_t elem_size, size_t n, size_t align);
/** A zeroed array of n elements of elem_size bytes (calloc). Exits on out-of-memory or
 *  overflow. */
void *cormi_alloc_array(size_t elem_size, size_t n);
/** cormi_extent(a) / elem_size: the number of elements of an array; 0 for NULL or an
 *  unknown extent. */
size_t cormi_array_count(const void *a, size_t elem_size);
/** The element count of the array a (any typed pointer, e.g. from cormi_new_array or
 *  malloc(n * sizeof *a)). */
#define cormi_array_length(a) cormi_array_count((a), sizeof *(a))
/** free(p) (kept for existing code; NULL is ignored). */
void cormi_free(void *p);
/** Generated marshalers of a polymorphic pointer (one that may hold structs of several
 *  sizes, told apart by their extent) call this when the object's extent is none of
 *  them: refuses the send naming the size (cormi_refuse). */
void cormi_variant_unknown(size_t size);

/* ------------------------------------------------------------------------------------
 * 8. The generic serializer (`generic` mode: descriptors from the pass, walked here)
 * ------------------------------------------------------------------------------------ */

/** Descriptor kinds. */
#define CORMI_TYPE_NULL 0     /* the pointer is always NULL                            */
#define CORMI_TYPE_STRUCT 1   /* `size` bytes; `nptr` pointer fields at `offsets`      */
#define CORMI_TYPE_SCALARS 2  /* array of `size`-byte scalars (count: extent / size)    */
#define CORMI_TYPE_POINTERS 3 /* array of pointers to type `children[0]`               */
#define CORMI_TYPE_POLY 4     /* one of `nptr` structs told apart by their extent:
                                 `offsets[k]` is the size of variant k, `children[k]`
                                 its type                                              */
#define CORMI_TYPE_RECORDS 5  /* array of `size`-byte records (count: extent / size),
                                 each with `nptr` pointer fields at `offsets` and
                                 `nnull` null slots at `nulls` (offsets in a record)   */
#define CORMI_TYPE_SIZED 6    /* a struct whose extent is known at run time only (a
                                 flexible array member, an object of a wrapper): at
                                 least `size` bytes, pointer fields as STRUCT; on the
                                 wire u64 bytes, then the bytes                        */
#define CORMI_TYPE_INTERIOR 7 /* a pointer into an object of type `children[0]`: at
                                 byte `size` (alloc 0), or at an offset found at run
                                 time (alloc 1; a u64 after the object's subgraph)     */
#define CORMI_TYPE_BUFFER 8   /* a Rust buffer header (Vec, String, slice) lying AT the
                                 work-list pointer, inside its owner: a field of this
                                 type is queued by its address; no tag, no handle.
                                 `nulls` = {pointer, length, capacity offsets in the
                                 header (capacity ~0: none)}, `alloc` = the element
                                 alignment; elements of `size` bytes with `nptr`
                                 pointer fields as RECORDS (none: scalars). On the
                                 wire u64 length, then the elements as RECORDS'       */

/** One type (104 bytes; the pass emits an array of them, `@__cormi_types`). */
typedef struct cormi_type {
  uint64_t kind;            /* CORMI_TYPE_*                                               */
  uint64_t alloc;           /* struct: bit 0: 0 malloc, 1 cormi_alloc_object on the reader
                               (both plain heap blocks now); struct, sized, arrays: bits
                               8..15 (CORMI_LOG_ALIGN_SHIFT) log2 of the alignment of an
                               over-aligned type (0: the allocator's own)                  */
  uint64_t size;            /* struct bytes, or array element bytes                        */
  uint64_t nptr;            /* pointer fields (struct), 1 (pointer array), variants (poly) */
  const uint64_t *offsets;  /* [nptr] field byte offsets (struct), variant sizes (poly)    */
  const uint64_t *children; /* [nptr] type id of each field / the elements / each variant  */
  uint64_t nnull;           /* struct: slots the reader sets to NULL; scalars: 1 = zero all */
  const uint64_t *nulls;    /* [nnull] byte offsets of those struct slots                  */
  /* A tagged union in the struct or each record (CORMI_UNION): the tag is the tag_size-byte
   * integer at tag_offset (tag_size 0: none); a tag other than tags[0..ntags) is an error
   * (the writer stops, the reader's message is malformed); pointer field k is written and
   * read only when bit j of active[k] is set for the tag tags[j]. */
  uint64_t tag_offset;
  uint64_t tag_size;
  uint64_t ntags;
  const uint64_t *tags;   /* [ntags] tag values, zero-extended                           */
  const uint64_t *active; /* [nptr] per pointer field: mask over tags (all ones: always)  */
} cormi_type;

/** Writes the graph at `root` (of type `type`, an index into types[0..ntypes)) to `out`,
 *  pre-order with the work list, `handles` giving shared objects one handle. The
 *  descriptors are the program's own (trusted). An object it cannot size (extent
 *  unknown, none of a CORMI_TYPE_POLY slot's variants, a tag naming no member) is
 *  refused (cormi_extent_unknown, cormi_variant_unknown) and its body skipped. */
void cormi_generic_write(cormi_out *out, cormi_handles *handles, const void *root, uint64_t type, const cormi_type *types,
                         uint64_t ntypes);
/** Reads a graph of type `type` into *slot (NULL first). `handles` maps handles to
 *  objects, `shapes` to their type + 1 (both fresh tables, shared by all arguments of one
 *  message). Returns 0, or -1 with in->error set for a malformed message: a short read,
 *  a count the remaining bytes cannot hold (checked before allocating), a type id or
 *  variant index other than expected, a back-reference to an unknown handle or to an
 *  object of another type, an ADDR tag whose address is 0 or >= 4096. No pointer to an
 *  object comes from the message (an address in the first or the last page, a sender's sentinel, is kept). */
int cormi_generic_read(cormi_in *in, cormi_handles *handles, cormi_handles *shapes, uint64_t type, void **slot,
                       const cormi_type *types, uint64_t ntypes);

/* ------------------------------------------------------------------------------------
 * 4. Calls (client side)
 * ------------------------------------------------------------------------------------ */

/** One remote call in progress. The runtime owns it (pooled per thread, so a call costs
 *  no allocation once warm); the first two fields are public. */
typedef struct cormi_call {
  cormi_out args;  /* marshal the arguments here, after cormi_call_begin    */
  cormi_in reply;  /* the reply payload, valid after cormi_call_invoke == 0 */
} cormi_call;

/** Starts a call of call site `site` on the object `target` (its node runs the site's
 *  server function with self = the object's local pointer). Never NULL; errors (null
 *  reference, bad node) are reported by cormi_call_invoke/_oneway. Calls may nest
 *  (a server function may begin calls while serving). */
cormi_call *cormi_call_begin(cormi_ref target, uint32_t site);
/** Starts a call of `site` on `node` itself (self = NULL), e.g. a constructor. */
cormi_call *cormi_call_begin_node(int node, uint32_t site);
/** Sends the request and waits for the reply. Returns CORMI_OK with c->reply set to the
 *  reply payload, or a status. In CORMI_ERRORS_ABORT mode a failure never returns: the
 *  process exits with a message naming the call site and the cause. A call on the
 *  caller's own node runs the server function directly (no transport). */
int cormi_call_invoke(cormi_call *c);
/** Sends the request as a one-way call (no reply, no wait for the server function) and
 *  ends the call: `c` is invalid afterwards. Returns CORMI_OK or a send failure. */
int cormi_call_oneway(cormi_call *c);
/** Ends a call: releases its buffers back to the pool. `c` is invalid afterwards. */
void cormi_call_end(cormi_call *c);
/** Reports a failure found by generated code for call `c` (e.g. the reply cursor's error
 *  flag after unmarshaling: status CORMI_E_MALFORMED) through the error mode: exits in
 *  ABORT mode, otherwise records it and returns `status`. */
int cormi_call_fail(cormi_call *c, int status);

/* ------------------------------------------------------------------------------------
 * 5. Dispatch (server side)
 * ------------------------------------------------------------------------------------ */

/** A server function: unmarshals the arguments from `args`, runs the method on `self`
 *  (the target object's local pointer, NULL for node calls) and marshals the result into
 *  `reply` (nothing for void methods or one-way calls). Returns 0, or a status that the
 *  caller receives as CORMI_E_REMOTE (or the status itself when it is one of the codes
 *  above). If args->error is set when it returns, the caller gets CORMI_E_MALFORMED and
 *  the reply is discarded. */
typedef int (*cormi_server_fn)(cormi_in *args, cormi_out *reply, void *self);

/** One entry of a dispatch table. */
typedef struct cormi_site {
  uint32_t id;        /* call-site id, < CORMI_RESERVED_SITES                      */
  cormi_server_fn fn; /* its server function (not NULL)                             */
  const char *name;   /* for messages, e.g. "Foo_sum at list.c:14" (may be NULL)    */
} cormi_site;

/** Call-site ids from here up belong to the runtime (release, lock, shutdown, ...).
 *  Programs can neither register them nor call them (cormi_call_invoke/oneway fail with
 *  CORMI_E_BAD_SITE); use cormi_release, cormi_lock, ... instead. */
#define CORMI_RESERVED_SITES 0xFFFFFF00u

/** Registers the program's dispatch table and its build id (a hash of the module; peers
 *  with another build id are refused). Call before cormi_init (generated code does it
 *  from a static constructor). May be called more than once (tables accumulate; every
 *  call must pass the same build id). The table must stay valid for the process's
 *  lifetime. Returns CORMI_OK, CORMI_E_BUILD_ID for a different build id,
 *  CORMI_E_BAD_SITE (with a message naming the entry; nothing of the table is registered)
 *  for an id >= CORMI_RESERVED_SITES or a NULL server function, or CORMI_E_NOT_INIT (with
 *  a message) when called after cormi_init. A duplicate site id replaces the earlier
 *  entry. */
int cormi_register_sites(uint64_t build_id, const cormi_site *sites, size_t n);
/** Says that call site `site` (registered with cormi_register_sites) calls a method
 *  whose self is a `type` (a static NUL-terminated type name, e.g. "Acc"): a call of it
 *  on an object registered with another type (cormi_object_register_typed) is refused
 *  with CORMI_E_TYPE, an error reply naming both types. Call before cormi_init, like
 *  cormi_register_sites. Returns 0, or CORMI_E_NOT_INIT after cormi_init. */
int cormi_site_self_type(uint32_t site, const char *type);

/* ------------------------------------------------------------------------------------
 * 6. Objects
 * ------------------------------------------------------------------------------------ */

/** Registers a local object in this node's object table and returns its reference
 *  (a constructor's server function calls this and marshals the result as a u64).
 *  `release_fn` (may be NULL) runs when the reference is released. */
cormi_ref cormi_object_register(void *obj, void (*release_fn)(void *));
/** cormi_object_register for an object of type `type` (a static NUL-terminated name, or
 *  NULL: untyped): calls through call sites whose self has another type
 *  (cormi_site_self_type) are refused with CORMI_E_TYPE. */
cormi_ref cormi_object_register_typed(void *obj, void (*release_fn)(void *), const char *type);
/** The local pointer of `r` if r's object lives on this node and is registered, else
 *  NULL. Costs one table lookup; no message. */
void *cormi_object_local(cormi_ref r);

/* The user-level API (also declared, identically, in <cormi.h>). */
int cormi_init(int *argc, char ***argv);
void cormi_finalize(void);
int cormi_rank(void);
int cormi_nodes(void);
void cormi_release(cormi_ref r);
void cormi_lock(cormi_ref r);
void cormi_unlock(cormi_ref r);


/* ------------------------------------------------------------------------------------
 * 9. Received graphs: freeing them after the call, reuse slots (DESIGN.md "Analyses" 4;
 *    paper §3.3). Implemented in rt-c/src/reuse.c; the fast paths are in the bitcode.
 *
 * An unmarshaler whose graphs the escape analysis proved not to escape the method
 * allocates every object through a log (in allocation order). After the method returns,
 * the server function either frees every logged object (cormi_log_release) or puts the
 * log into the call site's reuse slot (cormi_log_put). The next call through that site
 * takes the log (cormi_log_take: an atomic exchange with NULL, so two concurrent calls
 * never share one graph; the second finds NULL and allocates) and the k-th allocation
 * of the new message reuses the k-th object of the old one when it fits: the same
 * layout class and allocator, for arrays the same or a larger capacity (the recorded
 * extent is lowered to the new length: cormi_extent_set; where it cannot be, only the same
 * capacity). An object that does not fit is freed and replaced. The
 * old graph's pointers are never followed: the method may have rewired it.
 *
 *   cormi_graph_log *log = cormi_log_take(&slot);      // slot: NULL = no reuse
 *   p = cormi_log_object(log, size, class, how);       // per struct, in wire order
 *   a = cormi_log_array(log, elem, n, class);          // per array
 *   ... method(self, root) ...
 *   cormi_log_put(&slot, log);   or   cormi_log_release(log);
 * ------------------------------------------------------------------------------------ */

/** How a logged object was allocated (and is freed). */
#define CORMI_LOG_MALLOC 0 /* malloc(size), free()                                  */
#define CORMI_LOG_OBJECT 1 /* cormi_alloc_object(size) (calloc), free()              */
#define CORMI_LOG_ARRAY 2  /* cormi_alloc_array(elem, cap) (calloc), free()          */
/** Bits 8..15 of a `how`: log2 of the alignment an over-aligned object needs (0: the
 *  allocator's own, 16); such objects come from cormi_alloc_aligned and are reused only
 *  for objects of the same alignment. */
#define CORMI_LOG_ALIGN_SHIFT 8

/** One allocation of an unmarshaler. */
typedef struct cormi_logged {
  void *obj;     /* the object (element 0 for headers)                               */
  uint32_t cls;  /* the generated code's layout class                                */
  uint32_t how;  /* CORMI_LOG_*                                                      */
  uint64_t cap;  /* arrays: elements allocated (>= the current count); structs: bytes */
} cormi_logged;

/** The objects one call's unmarshaler allocated: items[0, len) this call's, items[len,
 *  old) the previous call's not yet reused (freed when the log is put back or released). */
typedef struct cormi_graph_log {
  cormi_logged *items;
  uint64_t len;
  uint64_t old;
  uint64_t cap;    /* capacity of items                                        */
  uint64_t reused; /* this call: allocations satisfied from the previous graph */
  uint64_t fresh;  /* this call: allocations that went to the allocator        */
} cormi_graph_log;

/** Takes the log in `*slot` (atomic exchange with NULL) or, when `slot` is NULL or
 *  empty, an empty log from the calling thread's spare (allocating one). Never NULL. */
cormi_graph_log *cormi_log_take(cormi_graph_log **slot);
/** A struct of `size` bytes for the next object of the message, of layout class `cls`,
 *  allocated as `how` (CORMI_LOG_MALLOC or CORMI_LOG_OBJECT, with an over-aligned
 *  object's alignment in the CORMI_LOG_ALIGN_SHIFT bits): the previous graph's object at
 *  this position when it has the same class, allocator and alignment, else a fresh one.
 *  The contents are undefined (the unmarshaler overwrites every byte). With log NULL:
 *  a plain allocation, not logged. Exits on out-of-memory. */
void *cormi_log_object(cormi_graph_log *log, uint64_t size, uint32_t cls, uint32_t how);
/** An array of `n` elements of `elem` bytes (cormi_alloc_array), layout class
 *  `cls`: the previous graph's array at this position when it has the same class and
 *  room for `n` elements (its extent becomes n * elem), else a fresh zeroed one.
 *  Elements of a reused array are undefined. With log NULL: cormi_alloc_array. */
void *cormi_log_array(cormi_graph_log *log, uint64_t elem, uint64_t n, uint32_t cls);
/** cormi_log_array for elements that need a multiple of `align` (a power of two > 16):
 *  reuses only an array logged with the same alignment. */
void *cormi_log_array_aligned(cormi_graph_log *log, uint64_t elem, uint64_t n, uint32_t cls, uint64_t align);
/** Frees the previous graph's objects that this call did not reuse, then puts `log` into
 *  `*slot` (atomic exchange); a log found there (a concurrent call's) is freed whole. */
void cormi_log_put(cormi_graph_log **slot, cormi_graph_log *log);
/** cormi_generic_read (layer 8) allocating every object through `log` (NULL: plainly),
 *  with the type id as the layout class. */
int cormi_generic_read_logged(cormi_in *in, cormi_handles *handles, cormi_handles *shapes, uint64_t type, void **slot,
                              const cormi_type *types, uint64_t ntypes, cormi_graph_log *log);
/** Frees every object of `log` (this call's and the previous one's) and keeps the empty
 *  log as the calling thread's spare (or frees it). */
void cormi_log_release(cormi_graph_log *log);
/** Takes out of `log` this call's objects that the handle table `h` lists (a reply's,
 *  whose objects the server frees itself: a method returned part of its argument graph),
 *  so that releasing or reusing the log never frees them a second time. Their entries
 *  stay in place (positions match the next message's) and are never reused. */
void cormi_log_forget(cormi_graph_log *log, const cormi_handles *h);
/** Slow paths of cormi_log_object/_array (library only). */
void *cormi_log_alloc(cormi_graph_log *log, uint64_t size, uint64_t n, uint32_t cls, uint32_t how);
/** Process totals since start: allocations of unmarshalers with a log satisfied from a
 *  previous graph (`*reused`) and from the allocator (`*fresh`); either may be NULL.
 *  Updated when a log is put back or released (once per call). */
void cormi_reuse_counts(uint64_t *reused, uint64_t *fresh);

/* ------------------------------------------------------------------------------------
 * The pass-facing ABI: every function above that code generated by the cormi pass calls.
 * pass/src/abi.rs declares exactly these, with the same signatures (and mirrors the
 * constants and struct layouts the generated code relies on); its test
 * (pass/src/abi/header_probe.rs) compiles this list with clang-22 and fails when the two
 * differ in a name, a signature or a value. A function the pass starts or stops calling
 * changes here and in abi.rs together.
 * ------------------------------------------------------------------------------------ */
#define CORMI_PASS_FUNCTIONS(X)                                                            \
  X(cormi_out_reserve) X(cormi_out_append) X(cormi_out_u32) X(cormi_out_u64)              \
  X(cormi_in_read) X(cormi_in_copy) X(cormi_in_u32) X(cormi_in_u64)                       \
  X(cormi_in_check_count) X(cormi_out_varint) X(cormi_in_varint)                          \
  X(cormi_handles_acquire) X(cormi_handles_release) X(cormi_handles_find_or_add)           \
  X(cormi_handles_find)                                                                    \
  X(cormi_handles_add) X(cormi_handles_at) X(cormi_handles_free_objects)                   \
  X(cormi_alloc_object) X(cormi_alloc_array) X(cormi_variant_unknown)                      \
  X(cormi_extent) X(cormi_extent_unknown) X(cormi_extent_note) X(cormi_extent_forget)     \
  X(cormi_vouch)                                                                           \
  X(cormi_generic_write) X(cormi_generic_read)                                             \
  X(cormi_call_begin) X(cormi_call_begin_node) X(cormi_call_invoke) X(cormi_call_oneway)  \
  X(cormi_call_end) X(cormi_call_fail)                                                     \
  X(cormi_register_sites) X(cormi_object_register)                                         \
  X(cormi_site_self_type) X(cormi_object_register_typed)                                   \
  X(cormi_log_take) X(cormi_log_object) X(cormi_log_array) X(cormi_log_put)               \
  X(cormi_generic_read_logged) X(cormi_log_release) X(cormi_log_forget) X(cormi_object_of) \
  X(cormi_alloc_aligned) X(cormi_alloc_array_aligned) X(cormi_log_array_aligned)

#ifdef __cplusplus
}
#endif

#endif /* CORMI_RT_H */
