//! Received requests whose large blocks stay in the caller's memory (flag `REMOTE`,
//! `wire::RemoteBlocks`): the receive side of lent blocks (`Link::lend`).
//!
//! The server function reads such a request through an ordinary `cormi_in` over a
//! buffer of the whole payload's length in which only the bytes outside the blocks are
//! written: the cursor's `len` stops at the first byte not there yet (a *hole*). A
//! `cormi_in_copy` of at least `CORMI_GATHER_MIN` bytes that starts where a hole's unread
//! part starts and stays inside it reads them from the caller straight into its
//! destination (`Link::read_lent`: one copy, and the buffer's pages under the hole are
//! never touched). Any other read that reaches a hole fills the hole into the buffer
//! first (`cormi_in_more`); counts are checked against the whole payload
//! (`cormi_in_left`). So every read sees the caller's bytes or fails: a read the caller
//! refused (its call returned) or that its death cut short sets the cursor's error flag,
//! and the failure is reported instead of the cursor's short-message error.
//!
//! The buffers are kept per thread across calls (their hole pages stay untouched).

use crate::ffi::{cormi_in, cormi_in_read};
use crate::transport::Link;
use crate::wire::{RemoteBlock, RemoteBlocks};
use std::cell::{Cell, RefCell};
use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicPtr, Ordering};

/// One block not yet in the buffer.
struct Hole {
    /// Offset in the payload.
    at: usize,
    /// The block's address in the caller's process.
    addr: u64,
    /// Its length.
    len: usize,
    /// Bytes of it consumed or filled, from its start.
    done: usize,
}

/// A cursor over a request with holes, open while its server function runs.
struct Open {
    cursor: *mut cormi_in,
    buf: *mut u8,
    full: usize,
    holes: Vec<Hole>,
    /// The first hole not wholly consumed or filled.
    next: usize,
    link: *const dyn Link,
    tag: u32,
    /// Why a read from the caller failed.
    failure: Option<String>,
    /// Called once every block was read, or when the server function returns.
    done: *const dyn Fn(),
    ended: bool,
}

impl Open {
    /// Where the bytes the cursor may read end: the next hole's unread part.
    fn boundary(&self) -> usize {
        self.holes.get(self.next).map_or(self.full, |h| h.at + h.done)
    }

    /// Once no hole is left (or the server function returned): the link ends the
    /// request's blocks (a stream link is at a frame boundary again) and `done` runs.
    fn end(&mut self) {
        if !self.ended {
            self.ended = true;
            // SAFETY: the link and `done` outlive the server function (`serve` holds them).
            unsafe {
                (*self.link).end_lent();
                (*self.done)();
            }
        }
    }

    /// Reads `len` bytes of hole `i` from its offset `from` into `dst`.
    fn read(&mut self, i: usize, from: usize, dst: *mut u8, len: usize) -> bool {
        let h = &self.holes[i];
        // SAFETY: the link outlives the server function (`serve` holds it), and `dst` is
        // valid for `len` bytes (the destination the C caller gave, or the buffer's hole).
        let r = unsafe { (*self.link).read_lent(self.tag, h.addr + from as u64, dst, len) };
        match r {
            Ok(()) => true,
            Err(e) => {
                self.failure.get_or_insert_with(|| e.to_string());
                false
            }
        }
    }
}

thread_local! {
    static OPEN: RefCell<Vec<Open>> = const { RefCell::new(Vec::new()) };
    /// How many entries `OPEN` has: [`settle`], on every call's path, reads this plain
    /// cell (no destructor, no borrow) and returns at once while nothing is open.
    static OPENED: Cell<usize> = const { Cell::new(0) };
    static SPARE: RefCell<Vec<Vec<u8>>> = const { RefCell::new(Vec::new()) };
}

extern "C" {
    fn cormi_in_left(i: *const cormi_in) -> usize;
    static cormi_in_more_hook: AtomicPtr<c_void>;
    static cormi_in_copy_hook: AtomicPtr<c_void>;
    static cormi_in_left_hook: AtomicPtr<c_void>;
}

/// Points the C slow paths at this module (once per process).
fn install_hooks() {
    // SAFETY: the statics are defined in buffer.c with the layout of a pointer, which
    // AtomicPtr shares; only this function writes them.
    let slots = unsafe {
        [(&cormi_in_more_hook, more_hook as *mut c_void), (&cormi_in_copy_hook, copy_hook as *mut c_void), (&cormi_in_left_hook, left_hook as *mut c_void)]
    };
    for (slot, hook) in slots {
        if slot.load(Ordering::Relaxed) != hook {
            slot.store(hook, Ordering::Release);
        }
    }
}

/// Runs `f` with a cursor over the request payload `payload` (flag `REMOTE`) received on
/// `link`; `done` runs once every block was read or `f` returned, whichever comes first
/// (a stream link's reader gives the link up then). Err: the payload's block table is
/// malformed or the whole payload exceeds `max` (`done` has run); Ok((r, Some(why))): a
/// read from the caller failed.
pub fn serve<R>(link: &dyn Link, payload: &[u8], max: u64, done: &dyn Fn(), f: impl FnOnce(&mut cormi_in) -> R) -> Result<(R, Option<String>), String> {
    let mut blocks = Vec::new();
    let refuse = |why: String| {
        link.end_lent();
        done();
        why
    };
    let (tag, rest) = RemoteBlocks::decode(payload, &mut blocks).ok_or_else(|| refuse("the block table is cut short".into()))?;
    let full = check(&blocks, rest.len(), max).map_err(refuse)?;
    install_hooks();
    let mut buf = SPARE.try_with(|s| s.borrow_mut().pop()).ok().flatten().unwrap_or_default();
    buf.clear();
    buf.reserve(full);
    let base = buf.as_mut_ptr();
    // The bytes between the blocks go where they belong; the blocks' places stay unwritten.
    let (mut from, mut taken) = (0usize, 0usize);
    for b in blocks.iter().chain(std::iter::once(&RemoteBlock { at: full as u64, addr: 0, len: 0 })) {
        let n = b.at as usize - from;
        // SAFETY: `from + n <= full` (checked) lies in the reserved capacity, and
        // `rest[taken..taken + n]` in the payload (the lengths add up, checked).
        unsafe { std::ptr::copy_nonoverlapping(rest.as_ptr().add(taken), base.add(from), n) };
        taken += n;
        from = b.at as usize + b.len as usize;
    }
    let holes: Vec<Hole> = blocks.iter().filter(|b| b.len > 0).map(|b| Hole { at: b.at as usize, addr: b.addr, len: b.len as usize, done: 0 }).collect();
    let first = holes.first().map_or(full, |h| h.at);
    let mut cursor = cormi_in { data: base, len: first, pos: 0, error: 0 };
    // SAFETY: the link lives as long as this call; `Open` keeps it as a raw pointer only
    // while `f` runs (popped below).
    let link: *const (dyn Link + '_) = link;
    let link: *const dyn Link = unsafe { std::mem::transmute(link) };
    let done: *const (dyn Fn() + '_) = done;
    // SAFETY: as for the link: `done` outlives this call.
    let done: *const dyn Fn() = unsafe { std::mem::transmute(done) };
    let mut open = Open { cursor: &mut cursor, buf: base, full, holes, next: 0, link, tag, failure: None, done, ended: false };
    if open.holes.is_empty() {
        open.end();
    }
    OPEN.with(|o| o.borrow_mut().push(open));
    OPENED.with(|n| n.set(n.get() + 1));
    let r = f(&mut cursor);
    let mut open = OPEN.with(|o| o.borrow_mut().pop()).expect("the open cursor");
    OPENED.with(|n| n.set(n.get() - 1));
    open.end();
    let _ = SPARE.try_with(|s| {
        let mut s = s.borrow_mut();
        if s.len() < 4 {
            s.push(buf);
        }
    });
    Ok((r, open.failure))
}

/// Before this thread makes a call: every request with lent blocks it is serving reads
/// the rest of its blocks into its buffer and ends them, so a server function that calls
/// out before it read its arguments (possible in hand-written C, never in generated
/// code) does not keep the link it came from (a stream link's reader role).
pub fn settle() {
    if OPENED.try_with(Cell::get).unwrap_or(0) == 0 {
        return;
    }
    let _ = OPEN.try_with(|o| {
        let Ok(mut o) = o.try_borrow_mut() else { return };
        for open in o.iter_mut().filter(|x| !x.ended) {
            while open.next < open.holes.len() {
                let i = open.next;
                let (at, done, len) = (open.holes[i].at, open.holes[i].done, open.holes[i].len);
                // SAFETY: the hole's unread part lies inside the buffer's reserved capacity.
                let dst = unsafe { open.buf.add(at + done) };
                if !open.read(i, done, dst, len - done) {
                    break;
                }
                open.holes[i].done = len;
                open.next += 1;
            }
            if open.next == open.holes.len() {
                // SAFETY: the cursor is alive in `serve`'s frame while its function runs,
                // and its reads so far stopped at or before the boundary set here.
                unsafe { (*open.cursor).len = open.full };
            }
            open.end();
        }
    });
}

/// Turns a `REMOTE` request received on `link` into an ordinary one: `payload` becomes
/// the whole payload, every block read into it (for a request queued on a lane, served
/// after the link moved on).
pub fn materialize(link: &dyn Link, payload: &mut Vec<u8>, max: u64) -> Result<(), String> {
    let (whole, failure) = serve(link, payload, max, &|| (), |c| {
        // SAFETY: `c` is the live cursor `serve` made; the read is bounds-checked.
        let n = unsafe { cormi_in_left(c) };
        // SAFETY: as above.
        let p = unsafe { cormi_in_read(c, n) }.cast::<u8>();
        // SAFETY: a non-null result points at `n` readable bytes.
        (!p.is_null()).then(|| unsafe { std::slice::from_raw_parts(p, n) }.to_vec())
    })?;
    match (whole, failure) {
        (Some(whole), None) => {
            *payload = whole;
            Ok(())
        }
        (_, failure) => Err(failure.unwrap_or_else(|| "the blocks could not be read".into())),
    }
}

/// The whole payload's length, once the blocks are in order, apart, inside it and it
/// within `max`.
fn check(blocks: &[RemoteBlock], rest: usize, max: u64) -> Result<usize, String> {
    let mut full = rest as u64;
    let mut end = 0u64;
    for b in blocks {
        full = full.checked_add(b.len).ok_or("block lengths overflow")?;
        if b.at < end {
            return Err("blocks out of order or overlapping".into());
        }
        end = b.at.checked_add(b.len).ok_or("a block ends past the address space")?;
    }
    if full > max {
        return Err(format!("the arguments' {full} bytes exceed the maximum of {max}"));
    }
    if end > full {
        return Err("a block ends past the arguments".into());
    }
    Ok(full as usize)
}

/// Runs `f` on the open cursor `c`, if it is one.
fn with_open<R>(c: *const cormi_in, f: impl FnOnce(&mut Open) -> R) -> Option<R> {
    OPEN.try_with(|o| {
        let mut o = o.borrow_mut();
        o.iter_mut().rev().find(|x| std::ptr::eq(x.cursor, c)).map(f)
    })
    .ok()
    .flatten()
}

/// `cormi_in_more`: fills holes into the buffer until `n` bytes are readable at `pos`.
///
/// # Safety
/// `c` must be a live cursor (the C slow path's argument); `dst`, if any, valid for `n`
/// bytes of writes.
unsafe extern "C" fn more_hook(c: *mut cormi_in, n: usize) -> c_int {
    with_open(c, |o| {
        // SAFETY: `c` is the open cursor, alive in `serve`'s frame while its function runs.
        let cursor = unsafe { &mut *c };
        while cursor.len - cursor.pos < n {
            let i = o.next;
            let Some(h) = o.holes.get(i) else { return -1 };
            let (at, done, len) = (h.at, h.done, h.len);
            // SAFETY: the hole's unread part lies inside the buffer's reserved capacity.
            let dst = unsafe { o.buf.add(at + done) };
            if !o.read(i, done, dst, len - done) {
                return -1;
            }
            o.holes[i].done = len;
            o.next += 1;
            cursor.len = o.boundary();
            if o.next == o.holes.len() {
                o.end();
            }
        }
        0
    })
    .unwrap_or(-1)
}

/// `cormi_in_copy` of a large block: straight from the caller into `dst` when the block
/// starts at the next hole's unread part and stays inside it.
///
/// # Safety
/// `c` must be a live cursor (the C slow path's argument); `dst`, if any, valid for `n`
/// bytes of writes.
unsafe extern "C" fn copy_hook(c: *mut cormi_in, dst: *mut c_void, n: usize) -> c_int {
    with_open(c, |o| {
        // SAFETY: as in `more_hook`.
        let cursor = unsafe { &mut *c };
        let i = o.next;
        let Some(h) = o.holes.get(i) else { return 0 };
        let (done, left) = (h.done, h.len - h.done);
        if cursor.pos != h.at + done || n > left {
            return 0;
        }
        if !o.read(i, done, dst.cast(), n) {
            return -1;
        }
        o.holes[i].done += n;
        if n == left {
            o.next += 1;
        }
        cursor.pos += n;
        cursor.len = o.boundary();
        if o.next == o.holes.len() {
            o.end();
        }
        1
    })
    .unwrap_or(0)
}

/// `cormi_in_left`: the bytes left of the whole payload.
///
/// # Safety
/// `c` must be a live cursor (the C slow path's argument); `dst`, if any, valid for `n`
/// bytes of writes.
unsafe extern "C" fn left_hook(c: *const cormi_in) -> usize {
    // SAFETY: `c` is a live cursor (the C caller's argument).
    let (len, pos) = unsafe { ((*c).len, (*c).pos) };
    with_open(c, |o| o.full - pos).unwrap_or(len - pos)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ffi::cormi_in_check_count;
    use crate::transport::shm;
    use crate::wire::RemoteBlocks;

    extern "C" {
        fn cormi_in_copy(i: *mut cormi_in, dst: *mut c_void, n: usize) -> c_int;
    }

    /// A payload [u64 count][block of `n` bytes][u64 tail] whose block is lent by `a`.
    fn request<'a>(a: &'a dyn Link, block: &[u8]) -> (Vec<u8>, crate::transport::Lease<'a>) {
        let lease = a.lend().expect("an shm link in one process lends");
        let mut p = Vec::new();
        let b = RemoteBlock { at: 8, addr: block.as_ptr() as u64, len: block.len() as u64 };
        RemoteBlocks::encode(lease.tag, [b].into_iter(), &mut p);
        p.extend_from_slice(&(block.len() as u64).to_ne_bytes());
        p.extend_from_slice(&7u64.to_ne_bytes());
        (p, lease)
    }

    fn linked() -> (shm::ShmLink, shm::ShmLink) {
        let (a, b) = shm::pair(1 << 16).unwrap();
        // The probe runs on a receive once the peer's link published its word.
        let mut v = Vec::new();
        let _ = a.try_recv(&mut v, 1 << 20);
        let _ = b.try_recv(&mut v, 1 << 20);
        (a, b)
    }

    #[test]
    fn a_large_copy_reads_the_block_from_the_caller_and_other_reads_fill_it() {
        let (a, b) = linked();
        let block: Vec<u8> = (0..300_000u32).map(|i| (i * 7) as u8).collect();
        let (payload, lease) = request(&a, &block);
        // The block straight into its destination.
        let ((got, tail), failure) = serve(&b, &payload, 1 << 30, &|| (), |c| {
            let n = c.u64() as usize;
            assert_eq!(c.len, 8, "the cursor stops at the hole");
            // SAFETY: live cursor.
            assert_eq!(unsafe { cormi_in_check_count(c, n as u64, 1) }, 0, "counts see the whole payload");
            let mut dst = vec![0u8; n];
            // SAFETY: `dst` holds n bytes.
            assert_eq!(unsafe { cormi_in_copy(c, dst.as_mut_ptr().cast(), n) }, 0);
            (dst, c.u64())
        })
        .unwrap();
        assert!(failure.is_none());
        assert_eq!(got, block);
        assert_eq!(tail, 7);
        // Small reads across the hole fill it into the buffer.
        let ((first, last), _) = serve(&b, &payload, 1 << 30, &|| (), |c| {
            c.u64();
            // SAFETY: live cursor.
            let p = unsafe { cormi_in_read(c, 16) } as *const u8;
            assert!(!p.is_null());
            // SAFETY: 16 readable bytes at p.
            let first = unsafe { std::slice::from_raw_parts(p, 16) }.to_vec();
            // SAFETY: live cursor.
            let rest = unsafe { cormi_in_read(c, block.len() - 16) };
            assert!(!rest.is_null());
            (first, c.u64())
        })
        .unwrap();
        assert_eq!(first, &block[..16]);
        assert_eq!(last, 7);
        drop(lease);
        // A revoked lease reads nothing: the copy fails, with the reason.
        let ((ok, err), failure) = serve(&b, &payload, 1 << 30, &|| (), |c| {
            let n = c.u64() as usize;
            let mut dst = vec![0u8; n];
            // SAFETY: `dst` holds n bytes.
            (unsafe { cormi_in_copy(c, dst.as_mut_ptr().cast(), n) }, c.failed())
        })
        .unwrap();
        assert_eq!((ok, err), (-1, true));
        assert!(failure.unwrap().contains("withdrew"));
    }

    #[test]
    fn malformed_tables_are_refused() {
        let (a, b) = linked();
        let mut p = Vec::new();
        let block = RemoteBlock { at: 8, addr: 0, len: 100 };
        RemoteBlocks::encode(1, [block, block].into_iter(), &mut p);
        p.extend_from_slice(&[0; 16]);
        assert!(serve(&b, &p, 1 << 30, &|| (), |_| ()).unwrap_err().contains("overlapping"));
        p.clear();
        RemoteBlocks::encode(1, [RemoteBlock { at: 40, ..block }].into_iter(), &mut p);
        p.extend_from_slice(&[0; 16]);
        assert!(serve(&b, &p, 1 << 30, &|| (), |_| ()).unwrap_err().contains("past the arguments"));
        p.clear();
        RemoteBlocks::encode(1, [RemoteBlock { len: 1 << 40, ..block }].into_iter(), &mut p);
        assert!(serve(&b, &p, 1 << 30, &|| (), |_| ()).unwrap_err().contains("exceed"));
        assert!(serve(&b, &p[..5], 1 << 30, &|| (), |_| ()).is_err());
        drop(a);
    }
}
