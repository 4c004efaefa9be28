//! A warm call allocates nothing: neither on the calling thread (request, pending slot,
//! reply) nor, over a whole run of calls, on the serving side. Counted by a global
//! allocator that wraps the system's.

mod common;
use common::*;
use cormi_rt::ffi::OutBuf;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static ALL: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static MINE: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: every method forwards to the system allocator unchanged; the counters neither
// allocate nor touch the memory handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALL.fetch_add(1, Ordering::Relaxed);
        let _ = MINE.try_with(|m| m.set(m.get() + 1));
        // SAFETY: the caller's contract for `alloc` is passed on as is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc` is passed on as is.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALL.fetch_add(1, Ordering::Relaxed);
        let _ = MINE.try_with(|m| m.set(m.get() + 1));
        // SAFETY: the caller's contract for `realloc` is passed on as is.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

const CALLS: usize = 2000;

#[test]
fn warm_calls_allocate_nothing() {
    for kind in KINDS {
        let nodes = cluster(kind, 2, &config());
        let (mut args, mut reply) = (OutBuf::new(), Vec::new());
        let mut call = |i: u64| {
            args.reset();
            args.u64(i);
            args.u64(1);
            nodes[0].invoke(node_ref(1), ADD, false, &mut args.0, &mut reply).unwrap();
            assert_eq!(u64_of(&reply), i + 1);
        };
        for i in 0..200 {
            call(i);
        }
        let (all, mine) = (ALL.load(Ordering::Relaxed), MINE.with(|m| m.get()));
        for i in 0..CALLS as u64 {
            call(i);
        }
        let mine = MINE.with(|m| m.get()) - mine;
        let all = ALL.load(Ordering::Relaxed) - all;
        assert_eq!(mine, 0, "{kind:?}: {mine} allocations on the calling thread in {CALLS} calls");
        // Other threads may start a helper now and then (a watchdog's service thread when
        // this machine stalls a reader for 10 ms), never once per call.
        assert!(all < CALLS / 100, "{kind:?}: {all} allocations in {CALLS} calls");
        close(&nodes);
    }
}
