/* Threads a method starts act for the node that runs the method.
 *
 * A thread's node is a thread-local of the runtime (set on service threads and lane
 * workers, and while a server function runs); a thread without one acts for this
 * process's node. When every node runs in one process (CORMI_TRANSPORT=inproc, in-process
 * test clusters), a thread started by a method of node 1 would act for rank 0: its calls
 * into its own node's objects went over the wire as another node's. So pthread_create
 * hands the creating thread's node to the new thread, before its start routine runs,
 * when that node is not the process's (elsewhere the new thread's default is the same
 * node, and the call goes straight to glibc).
 *
 * The definition is weak, as heap.c's malloc family: a sanitizer's interceptor or the
 * program's own pthread_create wins at link time (then threads start without a node, as
 * before). This file is pulled into every program that links the runtime library because
 * the runtime calls cormi_threads_resolve when it starts a node. Library only. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* RTLD_NEXT */
#endif
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define WEAK __attribute__((weak))

typedef int (*create_fn)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);

/* runtime/src/spawned.rs: a counted reference to the calling thread's node when it is not
 * the process's (NULL otherwise); the new thread adopts it; dropped when no thread starts. */
extern void *cormi_thread_node_take(void);
extern void cormi_thread_node_adopt(void *node);
extern void cormi_thread_node_drop(void *node);

static create_fn real_create;

/* glibc's pthread_create (the next definition after this program's). */
static create_fn real(void) {
  create_fn f = __atomic_load_n(&real_create, __ATOMIC_ACQUIRE);
  if (!f) {
    *(void **)&f = dlsym(RTLD_NEXT, "pthread_create");
    if (!f) {
      fprintf(stderr, "cormi: cannot find glibc's pthread_create: %s\n", dlerror());
      abort();
    }
    __atomic_store_n(&real_create, f, __ATOMIC_RELEASE);
  }
  return f;
}

/* Looks glibc's pthread_create up before the first thread starts (a node's start). */
void cormi_threads_resolve(void) { (void)real(); }

/* The start routine and argument of a thread that adopts a node. */
struct start {
  void *(*routine)(void *);
  void *arg;
  void *node;
};

static void *start_adopting(void *p) {
  struct start s = *(struct start *)p;
  free(p);
  cormi_thread_node_adopt(s.node);
  return s.routine(s.arg);
}

WEAK int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*routine)(void *), void *arg) {
  void *node = cormi_thread_node_take();
  if (!node) return real()(thread, attr, routine, arg);
  struct start *s = malloc(sizeof *s);
  if (!s) {
    cormi_thread_node_drop(node);
    return real()(thread, attr, routine, arg);
  }
  *s = (struct start){routine, arg, node};
  int rc = real()(thread, attr, start_adopting, s);
  if (rc != 0) {
    cormi_thread_node_drop(node);
    free(s);
  }
  return rc;
}
