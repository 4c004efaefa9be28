//! Which connections a thread waits on, so that it stops counting as their reader while
//! it serves a request inline.
//!
//! A caller waiting for a reply counts in its connection's `active_callers`: service
//! threads leave that connection to it (it reads its own reply, no hand-off). When the
//! caller reads a request and serves it inline (a call-back), it cannot read that
//! connection until the method returns, and the method may wait on another connection
//! for a long time (a call-back chain through a third node). While it serves, its
//! waits are counted out ([`serving`]), so a service thread reads the connection and a
//! second call-back on it is served instead of left unread.
//!
//! Invariant: a connection's `active_callers` counts the threads that wait on it and do
//! not serve a request meanwhile, except a caller that holds the reader role from the start
//! of its call: it reads its own reply (nobody else reads the connection meanwhile), so
//! it counts in only once it gives the role up before its reply ([`Waiting::count_in`]).
//! A lone caller's call then makes no update of the shared count (two locked
//! instructions fewer on a round trip's path).

use crate::conn::Conn;
use std::cell::{Cell, RefCell};
use std::sync::atomic::Ordering;

/// How a listed wait counts in its connection's `active_callers`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Count {
    /// Counted in.
    In,
    /// Counted out by a serving guard (counted in again when it drops).
    Out,
    /// Not counted yet: the caller reads its own reply.
    Reading,
}

thread_local! {
    /// The connections this thread waits on, innermost last, and how each counts. Each
    /// entry belongs to a live [`Waiting`] guard, which borrows its connection: the
    /// pointer is valid while the entry is listed (no reference count is taken on a
    /// call's path).
    static WAITS: RefCell<Vec<(*const Conn, Count)>> = const { RefCell::new(Vec::new()) };
    /// How many entries `WAITS` has: a plain cell (no destructor, no borrow) that
    /// [`serving`] reads on every served request, mostly by threads that wait on nothing.
    static LISTED: Cell<usize> = const { Cell::new(0) };
}

/// A wait of this thread on `conn`, counted in its `active_callers` until dropped (a
/// reading caller's from [`Waiting::count_in`] on).
pub(crate) struct Waiting<'a> {
    conn: &'a Conn,
    /// Not counted in yet (listed as [`Count::Reading`]).
    reading: Cell<bool>,
}

/// Counts the calling thread in as a caller waiting on `conn`; `reading`: it holds the
/// connection's reader role and counts in only when [`Waiting::count_in`] says so.
pub(crate) fn waiting(conn: &Conn, reading: bool) -> Waiting<'_> {
    let count = if reading { Count::Reading } else { Count::In };
    // A thread being destroyed (its locals gone: rank 0's finalize at exit) is not
    // listed, so [`serving`] leaves its counted waits counted. A reading caller there
    // still holds the role and reads its reply: counted now, it would wait for the role
    // as a follower, and nobody would read the connection.
    if WAITS.try_with(|w| w.borrow_mut().push((conn as *const Conn, count))).is_ok() {
        LISTED.with(|n| n.set(n.get() + 1));
    }
    if !reading {
        conn.active_callers.fetch_add(1, Ordering::Relaxed);
    }
    Waiting { conn, reading: Cell::new(reading) }
}

impl Waiting<'_> {
    /// Whether the wait counts in `active_callers` now.
    pub(crate) fn counted(&self) -> bool {
        !self.reading.get()
    }

    /// Counts a reading caller in: it gave the reader role up and waits for its reply
    /// like any other caller (service threads leave the connection to it).
    pub(crate) fn count_in(&self) {
        if !self.reading.replace(false) {
            return;
        }
        let me = self.conn as *const Conn;
        let _ = WAITS.try_with(|w| {
            let mut w = w.borrow_mut();
            // Waits listed after this one are nested calls that ended: it is the last.
            if let Some(entry) = w.iter_mut().rev().find(|(c, _)| *c == me) {
                entry.1 = Count::In;
            }
        });
        self.conn.active_callers.fetch_add(1, Ordering::Relaxed);
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        let me = self.conn as *const Conn;
        let count = WAITS
            .try_with(|w| {
                let mut w = w.borrow_mut();
                // Guards drop innermost first: the entry is the last one.
                let i = w.iter().rposition(|&(c, _)| c == me)?;
                let _ = LISTED.try_with(|n| n.set(n.get() - 1));
                Some(w.remove(i).1)
            })
            .ok()
            .flatten()
            .unwrap_or(if self.reading.get() { Count::Reading } else { Count::In });
        if count == Count::In {
            self.conn.active_callers.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

/// The waits a serving guard counted out (their places in the thread's list, which only
/// changes above them while the guard lives); dropping it counts them in again.
pub(crate) struct Serving {
    counted_out: Vec<usize>,
}

/// Counts the calling thread's waits out while it serves a request inline.
pub(crate) fn serving() -> Serving {
    if LISTED.try_with(Cell::get).unwrap_or(0) == 0 {
        return Serving { counted_out: Vec::new() };
    }
    let counted_out = WAITS
        .try_with(|w| {
            let mut out = Vec::new();
            for (i, (conn, count)) in w.borrow_mut().iter_mut().enumerate() {
                if *count == Count::In {
                    *count = Count::Out;
                    // SAFETY: a listed entry's connection is borrowed by its live guard.
                    unsafe { &**conn }.active_callers.fetch_sub(1, Ordering::Relaxed);
                    out.push(i);
                }
            }
            out
        })
        .unwrap_or_default();
    Serving { counted_out }
}

impl Drop for Serving {
    fn drop(&mut self) {
        if self.counted_out.is_empty() {
            return;
        }
        let _ = WAITS.try_with(|w| {
            let mut w = w.borrow_mut();
            for &i in &self.counted_out {
                if let Some((conn, count)) = w.get_mut(i) {
                    *count = Count::In;
                    // SAFETY: a listed entry's connection is borrowed by its live guard.
                    unsafe { &**conn }.active_callers.fetch_add(1, Ordering::Relaxed);
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conn::Watch;
    use std::sync::Arc;

    fn conn() -> Arc<Conn> {
        let (a, _b) = crate::transport::inproc::pair();
        Conn::new(1, Box::new(a), Arc::new(Watch::default()))
    }

    fn active(c: &Conn) -> usize {
        c.active_callers.load(Ordering::Relaxed)
    }

    #[test]
    fn a_reading_caller_counts_in_only_once_it_gives_the_role_up() {
        let c = conn();
        let w = waiting(&c, true);
        assert_eq!(active(&c), 0, "the reader of its own reply is not counted");
        assert!(!w.counted());
        {
            let _s = serving();
            assert_eq!(active(&c), 0, "serving inline counts nothing out of an uncounted wait");
        }
        assert_eq!(active(&c), 0);
        w.count_in();
        w.count_in();
        assert!(w.counted());
        assert_eq!(active(&c), 1, "counted in once");
        {
            let _s = serving();
            assert_eq!(active(&c), 0, "counted out while serving");
        }
        assert_eq!(active(&c), 1);
        drop(w);
        assert_eq!(active(&c), 0);
        let w = waiting(&c, true);
        drop(w);
        assert_eq!(active(&c), 0, "an uncounted wait leaves the count as it was");
        let w = waiting(&c, false);
        assert_eq!(active(&c), 1, "a caller without the role counts in at once");
        drop(w);
        assert_eq!(active(&c), 0);
    }

    /// Runs `f` on a new thread in a thread-local destructor that runs after `WAITS` is
    /// gone (as rank 0's finalize in an atexit handler): destructors run in the reverse
    /// order of registration, and `WAITS` registers after the guard here.
    fn after_waits_gone(f: impl FnOnce() + Send + 'static) {
        struct Late(Option<Box<dyn FnOnce()>>);
        impl Drop for Late {
            fn drop(&mut self) {
                if let Some(f) = self.0.take() {
                    f();
                }
            }
        }
        thread_local! {
            static LATE: RefCell<Late> = const { RefCell::new(Late(None)) };
        }
        std::thread::spawn(move || {
            LATE.with(|l| l.borrow_mut().0 = Some(Box::new(f)));
            WAITS.with(|_| {});
        })
        .join()
        .unwrap();
    }

    #[test]
    fn a_reading_caller_whose_thread_locals_are_gone_still_reads_its_reply() {
        let c = conn();
        let c2 = c.clone();
        let (tx, rx) = std::sync::mpsc::channel();
        after_waits_gone(move || {
            let gone = WAITS.try_with(|_| ()).is_err();
            let w = waiting(&c2, true);
            let holding = (w.counted(), active(&c2));
            w.count_in();
            let counted_in = active(&c2);
            drop(w);
            let _ = tx.send((gone, holding, counted_in, active(&c2)));
        });
        let (gone, holding, counted_in, dropped) = rx.recv().expect("the destructor ran");
        assert!(gone, "the wait is made after the thread's list of waits is gone");
        // Counted from the start, the caller would wait as a follower for a reader role
        // that it holds itself: nobody would read the connection.
        assert_eq!(holding, (false, 0), "the role's holder reads its reply, uncounted");
        assert_eq!(counted_in, 1, "counted in once it gives the role up");
        assert_eq!(dropped, 0);
    }
}
