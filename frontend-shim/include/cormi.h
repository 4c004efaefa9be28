/*
 * cormi.h — the C API of cormi (contract: shared/DESIGN.md, "The C API").
 *
 *   double s = cormi_invoke(f, Foo_sum, list);   // runs Foo_sum(self_of(f), list) on f's node
 *
 * Remote methods are ordinary functions whose first parameter is the object (`self`).
 * cormi_invoke and cormi_create expand to calls of the intrinsics __cormi_invoke and
 * __cormi_create, which the cormi pass replaces with call-site-specific marshalers. A
 * program linked without the pass stops at start-up with a message that says so (and the
 * linker warns at link time).
 *
 * Needs GNU C (clang or gcc): __typeof__ and ## __VA_ARGS__.
 * Marshaling-level API for hand-written C: <cormi_rt.h> (rt-c/include).
 */
#ifndef CORMI_H
#define CORMI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef CORMI_REF_DEFINED
#define CORMI_REF_DEFINED
/** A remote reference: (node, object id) in 64 bits; CORMI_NULL_REF is 0. */
typedef uint64_t cormi_ref;
#define CORMI_NULL_REF ((cormi_ref)0)
#endif

/** Starts the runtime. Returns this node's rank on rank 0 (i.e. 0). On every other rank
 *  it serves remote calls until rank 0 calls cormi_finalize, then exits the process with
 *  status 0 (it never returns there). Node layout comes from the CORMI_* environment set
 *  by cormirun; without it the program is a single node (rank 0 of 1). On rank 0 it
 *  returns once every rank is connected to every other rank (at most the connect
 *  timeout, CORMI_CONNECT_TIMEOUT_MS, default 10 s). On failure it prints why and exits
 *  with status 1. argc/argv may be NULL.
 *  Defaults (environment, set by cormirun): call timeout CORMI_TIMEOUT_MS 120 s (0:
 *  forever); connect timeout CORMI_CONNECT_TIMEOUT_MS 10 s; largest message
 *  CORMI_MAX_MESSAGE 256 MiB. Nested call-backs served on one thread are limited to
 *  CORMI_MAX_CALL_DEPTH (1000) levels; deeper calls fail with CORMI_E_DEPTH. */
int cormi_init(int *argc, char ***argv);
/** On rank 0: waits until the one-way calls of every thread ran (on every node: also
 *  those that threads and methods of other nodes sent) and the calls other
 *  threads wait on returned (each up to the call timeout; calls other threads start
 *  meanwhile fail with CORMI_E_CLOSED), stops every other node
 *  (they exit 0) and closes connections. Elsewhere: a
 *  no-op. Remote references are invalid afterwards. Runs once (later calls do nothing);
 *  if rank 0 returns from main or calls exit() without it, an atexit handler runs it, so
 *  the other ranks still exit 0 (after _exit() or a crash they exit 1: "lost the
 *  connection to node 0"). In a process forked after cormi_init (its exit() runs the
 *  atexit handler too) it does nothing: the job belongs to the process that started it. */
void cormi_finalize(void);
/** This node's rank, 0..cormi_nodes()-1 (inside a server function: the serving node). */
int cormi_rank(void);
/** The number of nodes. */
int cormi_nodes(void);

/** Allocation. Not needed: objects from malloc, calloc, realloc, strdup, ... can be sent
 *  as they are (the runtime knows every heap object's size), and `free` frees every
 *  object, these included. cormi_alloc_object/_array are zeroed heap blocks (calloc; exit
 *  on out-of-memory); cormi_free is free. */
void *cormi_alloc_object(size_t size);
void *cormi_alloc_array(size_t elem_size, size_t n);
void cormi_free(void *p);
/** The number of elem_size-byte elements of the heap array a: its size (as the runtime
 *  recorded it) / elem_size; 0 for NULL or an object whose size the runtime does not
 *  know. */
size_t cormi_array_count(const void *a, size_t elem_size);
/** The element count of the array a (a typed pointer: from malloc(n * sizeof *a),
 *  calloc, realloc, cormi_new_array, a received copy, ...). */
#define cormi_array_length(a) cormi_array_count((a), sizeof *(a))

/** A zeroed object of type T. */
#define cormi_new(T) ((T *)cormi_alloc_object(sizeof(T)))
/** A zeroed array of n T (its length: cormi_array_length). */
#define cormi_new_array(T, n) ((T *)cormi_alloc_array(sizeof(T), (size_t)(n)))

/** Drops the object behind r from its node's object table: later calls through r fail
 *  with CORMI_E_NO_OBJECT. The object itself is not freed (objects made by a constructor
 *  are registered without a release function): free what it owns in a method called
 *  before the release. Releasing CORMI_NULL_REF does nothing. */
void cormi_release(cormi_ref r);
/** Enters the monitor of r's object (blocks until no other caller holds it). Reentrant
 *  for the same thread. Monitors are independent of the object's methods. */
void cormi_lock(cormi_ref r);
/** Leaves the monitor of r's object. */
void cormi_unlock(cormi_ref r);

/** Error handling: by default a failed remote operation prints
 *  "cormi: call site <site>: <cause>" and exits with status 1. With
 *  cormi_set_error_mode(CORMI_ERRORS_RETURN) it returns instead (a zero value for
 *  cormi_invoke results), cormi_last_error() tells the status and
 *  cormi_last_error_message() the text the default mode prints. The mode is per
 *  process: call it before cormi_init for it to hold on every node (the serving nodes
 *  never return from cormi_init, so a later call changes rank 0's mode only). Data the
 *  generated marshaling code cannot send (an object whose size is unknown at run time,
 *  a tag naming no member of its CORMI_UNION: "cannot send the object at ...") stops
 *  the process in the default mode; in CORMI_ERRORS_RETURN mode nothing is sent and
 *  the call fails with CORMI_E_UNSENDABLE (a result a serving node in that mode cannot
 *  send: an error reply, and the node goes on serving). Under cormirun, rank 0 in
 *  CORMI_ERRORS_RETURN mode keeps the surviving nodes running when another node dies. */
#define CORMI_ERRORS_ABORT 0
#define CORMI_ERRORS_RETURN 1
/** The status of a call whose argument or result cannot be sent (cormi_rt.h has every
 *  CORMI_E_* status). */
#define CORMI_E_UNSENDABLE 19
void cormi_set_error_mode(int mode);
int cormi_last_error(void);
void cormi_clear_error(void);
const char *cormi_strerror(int status);
/** The text of the calling thread's last failure ("" if none), e.g. "call site
 *  main:12: cannot send the object at 0x...: ..."; valid until its next failure
 *  (cormi_clear_error resets the status only). */
const char *cormi_last_error_message(void);

/* The intrinsics (contract: shared/DESIGN.md, "The intrinsic"). Never called at run time
 * in a program compiled through the pass. */
void __cormi_invoke(cormi_ref r, void *method, ...);
cormi_ref __cormi_create(int node, void *ctor, ...);
/* The typed form's marker: cormi_invoke calls the method's prototype through its result
 * (with a null self), so C converts the arguments as for a direct call; the pass rewrites
 * the pair into __cormi_invoke before anything else (pass/src/normalize.rs). Returning
 * void (*)(void) keeps -Wcast-function-type quiet. */
void (*__cormi_remote_method(cormi_ref r, void *method))(void);

/** R cormi_invoke(cormi_ref r, R (*method)(T *self, ...), args...): runs method on r's
 *  node with self = r's object and returns its result (arguments and result are deep
 *  copies). The arguments are converted as in a direct call method(self, args...) (C's
 *  assignment conversions: cormi_invoke(a, Acc_add, 1) passes 1.0 to a double
 *  parameter; the compiler warns about narrowing as it would there), and structs, long
 *  double and any result type travel by the method's own calling convention. Lowers to
 *  call R (i64, ptr, ...) @__cormi_invoke(i64 r, ptr @method, args...). The method
 *  expression is not evaluated by the __typeof__ below. */
#define cormi_invoke(r, method, ...)                                                       \
  ((__typeof__(&*(method)))__cormi_remote_method((cormi_ref)(r), (void *)(method)))(      \
      (void *)0, ##__VA_ARGS__)

/* The typed construction's marker, like __cormi_remote_method's. */
void (*__cormi_remote_ctor(int node, void *ctor))(void);

/** cormi_ref cormi_create(int node, T *(*ctor)(args...), args...): runs ctor(args...) on
 *  `node`, registers the object there (as a T) and returns its reference. The arguments
 *  are converted as in a direct call ctor(args...). Lowers to
 *  call i64 (i32, ptr, ...) @__cormi_create(i32 node, ptr @ctor, args...). */
#define cormi_create(node, ctor, ...)                                                      \
  ((cormi_ref)(uintptr_t)((__typeof__(&*(ctor)))__cormi_remote_ctor((int)(node),           \
                                                                    (void *)(ctor)))(      \
      __VA_ARGS__))

/** Optional marker before a remote method's definition: an `annotate("cormi_remote")`
 *  attribute (visible in IR as llvm.global.annotations) that also keeps the function. */
#define CORMI_REMOTE __attribute__((annotate("cormi_remote"), used))

/** Marker before a remote method's definition (it also marks the method remote, like
 *  CORMI_REMOTE): calls of the method are one-way, e.g.
 *      CORMI_ONEWAY void Log_add(Log *self, const Entry *e) { ... }
 *      cormi_invoke(log, Log_add, e);          // returns once the request is sent
 *  Contract:
 *  - The method returns void; otherwise the pass reports a compile error at the method.
 *    A constructor cannot be one-way (compile error at the cormi_create).
 *  - cormi_invoke returns once the request is sent; it does not wait for the method to
 *    run. The arguments are deep-copied before it returns (the caller may change or free
 *    them afterwards). Only the send can fail, and it is reported like any failed call
 *    (error modes above). A failure on the serving node (released object, malformed
 *    message) gets no reply: it is printed there, the node goes on serving, the caller
 *    never learns of it. On the caller's own node the method runs before cormi_invoke
 *    returns, so there its failure (a Rust method's panic) is the call's error.
 *  - Order: the calls one thread makes to one node run there one at a time, in the
 *    order it made them, and before that thread's next call to that node starts (any
 *    call: a synchronous cormi_invoke, cormi_release, cormi_lock, ...). So a synchronous
 *    call after one-way calls sees all their effects. They have also run once the thread
 *    has exited (its exit waits for them), so a call made after pthread_join sees them.
 *    Exception (Rust programs, whose methods run one at a time): a one-way call into an
 *    object whose method waits for a call of its own (a call-back into its caller) runs
 *    when that method leaves the object, still before any later call of that object;
 *    the thread's later calls to other objects of that node, and its exit, do not wait
 *    for it (they may be what the waiting method waits for).
 *    Not ordered: calls of different threads (in C they may run concurrently, on one
 *    object too, as synchronous calls do; Rust programs run one method of an object at
 *    a time), calls to different nodes, and the calls a method makes while its thread
 *    serves a call-back with the calls of the level it interrupted.
 *  - A one-way method that blocks holds up the later calls of its caller's thread to
 *    that node (never those of other threads); it must not wait for a later call of that
 *    same thread (that deadlocks, as it would with synchronous calls).
 *  - A request is lost if its node dies before running it. cormi_finalize stops each
 *    node only after the one-way calls of every thread of rank 0 ran there, and those
 *    that threads and methods of the other nodes sent (one-way calls sent by one-way
 *    calls too, round after round, at most 16 rounds); it says which
 *    node and call site it waits for after 2 s, and after the call timeout it gives up
 *    saying that the node is still busy (cormirun then stops that node after its grace
 *    and names it, exit status 124). */
#define CORMI_ONEWAY __attribute__((annotate("cormi_oneway"), used))

/** Marker for a tagged union: for the struct type T (a typedef name), the field `tag`
 *  says which member of a union inside T is active, one (VALUE, member) pair per tag
 *  value, e.g.
 *      typedef enum { V_NUM, V_TEXT, V_LIST } Kind;
 *      typedef struct Value { Kind tag; union { long num; char *text; Item *items; } u; } Value;
 *      CORMI_UNION(Value, tag, (V_NUM, u.num), (V_TEXT, u.text), (V_LIST, u.items));
 *  Written once at file scope after T's definition (a header is fine); the program's
 *  code stays as it is. A member is named by its path inside T (`u.text`, or `text` for
 *  an anonymous union); it may be a scalar, a pointer or a struct (whose pointers the
 *  analysis finds); an array member is data. A tag value whose member is none (a JSON
 *  null) is written alone, `(V_NULL)`: such a T is sent with no pointer of the union.
 *  At most 16 tag values.
 *  The generated code reads the tag of every T it sends or receives (T objects and
 *  arrays of T) and moves the pointers of the active member only. A union needs the
 *  marker only where one member's pointer overlaps another member's data (without it,
 *  a compile error names the union's bytes and this marker); it applies to T objects
 *  and arrays of T whose pointer inside the members overlaps data. The marker is the program's promise: while the tag holds VALUE, the member
 *  written last is that VALUE's member. Sending a T whose tag names no member stops the
 *  sender with a message (as for an object of unknown size); a message with such a tag
 *  is malformed on the receiving side (CORMI_E_MALFORMED; the node goes on serving).
 *  Two pointer members on the same bytes may point to objects of different shapes (a
 *  string, an array of records): the pass tells them apart by the tag stored beside the
 *  pointer (`v->tag = V_TEXT; v->u.text = s;` in one block), or stored by a function into
 *  the object it returns (`v = mk(V_TEXT); v->u.text = s;`); a pointer stored without a
 *  constant tag beside it may belong to any member with a pointer there.
 *  No warning under -Wall -Wextra; it survives -O0 to -O2 (two `used` constants the pass
 *  reads: sizeof T, the tag's offset and size, the number of arms, then per arm its
 *  value, member offset, member size and kind: 0 data, 1 pointer, 2 struct or union;
 *  and the names "T\ntag\n(VALUE, member), ..."; and a function reading T's tag, whose
 *  typed access tells the pass which struct type T is, so that the marker applies to T's
 *  objects only, never to another struct of the same size and layout).) */
#define CORMI_UNION(T, tag, ...)                                                                 \
  __attribute__((used)) static unsigned long long CORMI__CAT(__cormi_union_type_, T)(const T *p) { \
    return (unsigned long long)p->tag;                                                           \
  }                                                                                              \
  __attribute__((used)) static const unsigned long long CORMI__CAT(__cormi_union_, T)[] = {    \
      sizeof(T), __builtin_offsetof(T, tag), sizeof(((T *)0)->tag), CORMI__NARGS(__VA_ARGS__),   \
      CORMI__FE(CORMI__ARM, T, __VA_ARGS__)};                                                    \
  __attribute__((used)) static const char CORMI__CAT(__cormi_union_names_, T)[] = #T "\n" #tag "\n" #__VA_ARGS__

/* The implementation of CORMI_UNION (not part of the API). */
#define CORMI__CAT(a, b) CORMI__CAT_(a, b)
#define CORMI__CAT_(a, b) a##b
#define CORMI__NARGS(...) CORMI__NARGS_(__VA_ARGS__, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define CORMI__NARGS_(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, N, ...) N
#define CORMI__FE(F, T, ...) CORMI__CAT(CORMI__FE_, CORMI__NARGS(__VA_ARGS__))(F, T, __VA_ARGS__)
#define CORMI__FE_1(F, T, a) F(T, a)
#define CORMI__FE_2(F, T, a, ...) F(T, a) CORMI__FE_1(F, T, __VA_ARGS__)
#define CORMI__FE_3(F, T, a, ...) F(T, a) CORMI__FE_2(F, T, __VA_ARGS__)
#define CORMI__FE_4(F, T, a, ...) F(T, a) CORMI__FE_3(F, T, __VA_ARGS__)
#define CORMI__FE_5(F, T, a, ...) F(T, a) CORMI__FE_4(F, T, __VA_ARGS__)
#define CORMI__FE_6(F, T, a, ...) F(T, a) CORMI__FE_5(F, T, __VA_ARGS__)
#define CORMI__FE_7(F, T, a, ...) F(T, a) CORMI__FE_6(F, T, __VA_ARGS__)
#define CORMI__FE_8(F, T, a, ...) F(T, a) CORMI__FE_7(F, T, __VA_ARGS__)
#define CORMI__FE_9(F, T, a, ...) F(T, a) CORMI__FE_8(F, T, __VA_ARGS__)
#define CORMI__FE_10(F, T, a, ...) F(T, a) CORMI__FE_9(F, T, __VA_ARGS__)
#define CORMI__FE_11(F, T, a, ...) F(T, a) CORMI__FE_10(F, T, __VA_ARGS__)
#define CORMI__FE_12(F, T, a, ...) F(T, a) CORMI__FE_11(F, T, __VA_ARGS__)
#define CORMI__FE_13(F, T, a, ...) F(T, a) CORMI__FE_12(F, T, __VA_ARGS__)
#define CORMI__FE_14(F, T, a, ...) F(T, a) CORMI__FE_13(F, T, __VA_ARGS__)
#define CORMI__FE_15(F, T, a, ...) F(T, a) CORMI__FE_14(F, T, __VA_ARGS__)
#define CORMI__FE_16(F, T, a, ...) F(T, a) CORMI__FE_15(F, T, __VA_ARGS__)
#define CORMI__ID(...) __VA_ARGS__
#define CORMI__ARM(T, arm) CORMI__ARM_(T, CORMI__ID arm)
#define CORMI__ARM_(...) CORMI__CAT(CORMI__ARM_, CORMI__NARGS(__VA_ARGS__))(__VA_ARGS__)
/* (VALUE) alone: no member (offset 0, size 0, kind 3). */
#define CORMI__ARM_2(T, value) (unsigned long long)(value), 0ULL, 0ULL, 3ULL,
#define CORMI__ARM_3(T, value, member)                                                           \
  (unsigned long long)(value), __builtin_offsetof(T, member), sizeof(((T *)0)->member),           \
      CORMI__KIND(((T *)0)->member),
/* 1: a pointer (class 5, and not an array, whose type changes under ?:); 2: a struct or
 * union (classes 12, 13); 0: anything else (integers, floating point, arrays); 3 (an arm
 * without a member, CORMI__ARM_2): none. */
#define CORMI__KIND(m)                                                                           \
  (__builtin_classify_type(m) == 5                                                               \
       ? (__builtin_types_compatible_p(__typeof__(m), __typeof__(1 ? (m) : (m))) ? 1ULL : 0ULL)  \
       : (__builtin_classify_type(m) == 12 || __builtin_classify_type(m) == 13) ? 2ULL : 0ULL)

#ifdef __cplusplus
}
#endif

#endif /* CORMI_H */
