//! Gathered arguments: large blocks that a call's marshaler appended by reference.
//!
//! `cormi_out_append` of at least `CORMI_GATHER_MIN` bytes (64 KiB, cormi_rt.h: smaller
//! blocks cost less to copy than to send as pieces) into the arguments of the call this
//! thread is marshaling (`calls.rs` arms it) records a [`Piece`] (where in the buffer the
//! block belongs, its address, its length) instead of copying it. A link that gathers
//! sends the buffer and the blocks as one frame ([`Gathered::parts`], a vectored send),
//! so the array goes from the caller's object to the transport without a copy in
//! between. Elsewhere (a call to this very node, links that do not gather) the blocks are
//! copied into the buffer first ([`Gathered::flatten`]).
//!
//! Over a link that lends (`Link::lend`: shared memory with cross-memory attach), a
//! two-way request's pieces do not travel at all: the frame carries their table
//! ([`Gathered::remote_table`]) and the receiver reads them from the caller's memory
//! under a lease that ends when the call returns (`holes.rs`).
//!
//! Only requests are gathered: the caller is inside `cormi_call_invoke` or
//! `cormi_call_oneway` until its frame is sent, so the blocks stay where they are.
//! Replies are copied: generated servers free or reuse the received graph, which a
//! result may point into, after the method returns and before the reply is sent.

use crate::ffi::{cormi_out, cormi_out_grow};
use crate::wire::{RemoteBlock, RemoteBlocks, HEADER_SIZE};

/// One block appended by reference.
#[derive(Clone, Copy, Debug)]
pub struct Piece {
    /// Offset in the buffer (`cormi_out::len` when it was appended): the block goes
    /// before the buffer's bytes from here on.
    pub at: usize,
    /// The block's first byte (the marshaled object's memory).
    pub src: *const u8,
    /// Its length in bytes.
    pub len: usize,
}

/// The pieces of one message, in the order they were appended.
#[derive(Debug, Default)]
pub struct Gathered {
    pieces: Vec<Piece>,
    bytes: usize,
}

// SAFETY: the pieces point into the caller's memory, read only while the call that
// owns them is sent on the thread that made it (see the module's notes).
unsafe impl Send for Gathered {}

impl Gathered {
    /// No pieces.
    pub const fn new() -> Gathered {
        Gathered { pieces: Vec::new(), bytes: 0 }
    }

    /// Forgets the pieces (keeps the memory).
    pub fn clear(&mut self) {
        self.pieces.clear();
        self.bytes = 0;
    }

    /// True when the message is all in its buffer.
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// Bytes the pieces add to the buffer's.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Records `len` bytes at `src` as the next bytes after the buffer's first `at`.
    /// False (nothing recorded) when the message would outgrow the address space.
    pub fn record(&mut self, at: usize, src: *const u8, len: usize) -> bool {
        let Some(bytes) = self.bytes.checked_add(len) else { return false };
        self.bytes = bytes;
        self.pieces.push(Piece { at, src, len });
        true
    }

    /// Appends the block table of a request whose pieces stay in the caller's memory
    /// under lease `tag` (`wire::RemoteBlocks`; offsets in the whole payload).
    pub fn remote_table(&self, tag: u32, table: &mut Vec<u8>) {
        let mut shift = 0;
        let blocks = self.pieces.iter().map(|p| {
            let b = RemoteBlock { at: (p.at - HEADER_SIZE + shift) as u64, addr: p.src as u64, len: p.len as u64 };
            shift += p.len;
            b
        });
        RemoteBlocks::encode(tag, blocks, table);
    }

    /// The pieces' blocks in order (a stream link sends them after the frame).
    ///
    /// # Safety
    /// As for [`Gathered::parts`].
    pub unsafe fn blocks(&self) -> impl Iterator<Item = &[u8]> + '_ {
        self.pieces.iter().map(|p| std::slice::from_raw_parts(p.src, p.len))
    }

    /// The frame in `out` (header included) with the pieces in place, as slices in
    /// order, for a vectored send.
    ///
    /// # Safety
    /// Every piece's block must be readable and unchanged while the slices live (the
    /// caller of the call that owns them waits in invoke).
    pub unsafe fn parts<'a>(&'a self, out: &'a cormi_out) -> Vec<&'a [u8]> {
        let mut parts = Vec::with_capacity(self.pieces.len() * 2 + 1);
        let mut from = 0;
        for p in &self.pieces {
            parts.push(std::slice::from_raw_parts(out.data.add(from), p.at - from));
            parts.push(std::slice::from_raw_parts(p.src, p.len));
            from = p.at;
        }
        parts.push(std::slice::from_raw_parts(out.data.add(from), out.len - from));
        parts.retain(|s| !s.is_empty());
        parts
    }

    /// Copies the pieces into `out` where they belong, so `out` holds the whole message,
    /// and forgets them.
    ///
    /// # Safety
    /// As for [`Gathered::parts`]; `out` satisfies `cormi_out`'s invariant and every
    /// piece's `at` is at most `out.len`, in non-decreasing order (as recorded).
    pub unsafe fn flatten(&mut self, out: &mut cormi_out) {
        if self.pieces.is_empty() {
            return;
        }
        cormi_out_grow(out, self.bytes);
        let base = out.data;
        let mut end = out.len;
        let mut shift = self.bytes;
        for p in self.pieces.iter().rev() {
            // The buffer's bytes after this piece move up past it and every piece before it.
            std::ptr::copy(base.add(p.at), base.add(p.at + shift), end - p.at);
            shift -= p.len;
            std::ptr::copy_nonoverlapping(p.src, base.add(p.at + shift), p.len);
            end = p.at;
        }
        out.len += self.bytes;
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ffi::OutBuf;

    fn concat(parts: &[&[u8]]) -> Vec<u8> {
        parts.concat()
    }

    #[test]
    fn parts_and_flatten_put_the_pieces_where_they_were_appended() {
        let a = vec![7u8; 5];
        let b = vec![9u8; 3];
        let mut out = OutBuf::new();
        out.append(b"xy");
        let at1 = out.0.len;
        out.append(b"z");
        let at2 = out.0.len;
        let mut g = Gathered::new();
        assert!(g.record(at1, a.as_ptr(), a.len()));
        assert!(g.record(at2, b.as_ptr(), b.len()));
        assert!(g.record(at2, a.as_ptr(), 2));
        // SAFETY: `a` and `b` live until the end of the test.
        let sent = concat(&unsafe { g.parts(&out.0) });
        let header = crate::wire::HEADER_SIZE;
        let want: Vec<u8> = [&b"xy"[..], &a, b"z", &b, &a[..2]].concat();
        assert_eq!(&sent[header..], &want[..]);
        assert_eq!(g.bytes(), 10);
        // SAFETY: as above; the pieces were recorded at offsets inside the buffer.
        unsafe { g.flatten(&mut out.0) };
        assert!(g.is_empty());
        assert_eq!(out.payload(), &want[..]);
    }

    #[test]
    fn a_piece_at_the_start_and_an_empty_tail_flatten_too() {
        let a: Vec<u8> = (0..200u8).collect();
        let mut out = OutBuf::new();
        let mut g = Gathered::new();
        assert!(g.record(out.0.len, a.as_ptr(), a.len()));
        // SAFETY: `a` lives until the end of the test.
        unsafe { g.flatten(&mut out.0) };
        assert_eq!(out.payload(), &a[..]);
    }
}
