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
//! not serve a request meanwhile.

use crate::conn::Conn;
use std::cell::{Cell, RefCell};
use std::sync::atomic::Ordering;

thread_local! {
    /// The connections this thread waits on, innermost last, and whether a serving
    /// guard has counted each out. Each entry belongs to a live [`Waiting`] guard, which
    /// borrows its connection: the pointer is valid while the entry is listed (no
    /// reference count is taken on a call's path).
    static WAITS: RefCell<Vec<(*const Conn, bool)>> = const { RefCell::new(Vec::new()) };
    /// How many entries `WAITS` has: a plain cell (no destructor, no borrow) that
    /// [`serving`] reads on every served request, mostly by threads that wait on nothing.
    static LISTED: Cell<usize> = const { Cell::new(0) };
}

/// A wait of this thread on `conn`, counted in its `active_callers` until dropped.
pub(crate) struct Waiting<'a> {
    conn: &'a Conn,
}

/// Counts the calling thread in as a caller waiting on `conn`.
pub(crate) fn waiting(conn: &Conn) -> Waiting<'_> {
    conn.active_callers.fetch_add(1, Ordering::Relaxed);
    // A thread being destroyed (its locals gone) only counts in; nothing serves there.
    if WAITS.try_with(|w| w.borrow_mut().push((conn as *const Conn, false))).is_ok() {
        LISTED.with(|n| n.set(n.get() + 1));
    }
    Waiting { conn }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        let me = self.conn as *const Conn;
        let counted_out = WAITS
            .try_with(|w| {
                let mut w = w.borrow_mut();
                // Guards drop innermost first: the entry is the last one.
                let i = w.iter().rposition(|&(c, _)| c == me)?;
                let _ = LISTED.try_with(|n| n.set(n.get() - 1));
                Some(w.remove(i).1)
            })
            .ok()
            .flatten()
            .unwrap_or(false);
        if !counted_out {
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
            for (i, (conn, out_now)) in w.borrow_mut().iter_mut().enumerate() {
                if !*out_now {
                    *out_now = true;
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
                if let Some((conn, out_now)) = w.get_mut(i) {
                    *out_now = false;
                    // SAFETY: a listed entry's connection is borrowed by its live guard.
                    unsafe { &**conn }.active_callers.fetch_add(1, Ordering::Relaxed);
                }
            }
        });
    }
}
