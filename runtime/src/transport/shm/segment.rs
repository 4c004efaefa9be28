//! The job's shared-memory segment: one memfd that every rank maps, holding a header,
//! one slot per rank and one ring per ordered pair of ranks.
//!
//! Life cycle: `cormirun` creates the memfd (anonymous: it has no name in /dev/shm or
//! anywhere else), passes it to every rank by inheritance (`CORMI_SHM_FD`), and closes
//! its own copy once the ranks run. Each rank grows the file to the size the job needs
//! (every rank asks for the same size; growing an already grown file changes nothing),
//! maps it and closes the descriptor. The memory lives exactly as long as a mapping of
//! it does: when the last rank exits, by any means (SIGKILL included), the kernel frees
//! it. So nothing is ever left behind to clean up.
//!
//! Layout (all words start at 0; zero is every word's initial state):
//!
//! | offset | what |
//! | --- | --- |
//! | 0 | `layout`: magic, version, ranks and ring size in one word; the first rank stores it, the others compare |
//! | 64 | `arrivals`: bumped (and futex-woken) when a rank announces itself or dials |
//! | 4096 | rank slots: rank `r`'s pid at `4096 + 8 r` (0 until it announced itself), its doorbell at `4096 + 8 r + 4` (bumped and futex-woken when a ring its poller watches got bytes or closed, or when a rank dialed it) |
//! | `claims_at` | claims: word `a n + b` (a < b) is 0 until a rank dials the pair, then that rank + 1 |
//! | `rings_at` | rings, `CONTROL_BYTES + ring` bytes each, ring `(from, to)` at index `from (n - 1) + to - (to > from)` |

use super::ring::{Ring, CONTROL_BYTES};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::ptr::NonNull;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;

const PAGE: usize = 4096;
/// "cormishm" minus its last byte, then the layout version.
const MAGIC: u64 = 0x636f_726d_6973_6800;
const VERSION: u64 = 2;
/// The most ranks a shared-memory job may have (every pair has two rings).
pub const MAX_RANKS: usize = 1024;

/// A shared mapping of a file, unmapped on drop.
pub struct Mapping {
    base: NonNull<u8>,
    len: usize,
}

// SAFETY: the mapping is plain memory owned by this value; what lives in it is shared
// through atomics and the rings' protocol (ring.rs).
unsafe impl Send for Mapping {}
// SAFETY: as for Send; `&Mapping` only hands out the base address.
unsafe impl Sync for Mapping {}

impl Mapping {
    /// Maps `len` bytes of `fd` shared, readable and writable.
    pub fn map(fd: RawFd, len: usize) -> io::Result<Mapping> {
        // SAFETY: a fresh mapping chosen by the kernel; it overlaps no Rust object.
        let p = unsafe { libc::mmap(std::ptr::null_mut(), len, libc::PROT_READ | libc::PROT_WRITE, libc::MAP_SHARED, fd, 0) };
        if p == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        Ok(Mapping { base: NonNull::new(p.cast()).expect("mmap returned null"), len })
    }

    /// The first byte.
    pub fn base(&self) -> NonNull<u8> {
        self.base
    }

    /// The mapped length.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True for an empty mapping (never: mmap refuses length 0).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly the region mapped in `map`; every Ring holds an Arc to
        // this mapping, so nothing points into it any more.
        unsafe { libc::munmap(self.base.as_ptr().cast(), self.len) };
    }
}

/// Creates an anonymous memory file (close-on-exec). `cormirun` does the same with its own
/// code (it does not link the runtime); tests and in-process meshes use this one.
pub fn memfd(name: &std::ffi::CStr) -> io::Result<OwnedFd> {
    // SAFETY: `name` is NUL-terminated; memfd_create returns a new descriptor or -1.
    let fd = unsafe { libc::memfd_create(name.as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: a fresh descriptor that nothing else owns.
    Ok(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// The job's segment as one rank maps it.
pub struct Segment {
    map: Arc<Mapping>,
    ranks: usize,
    ring: u32,
}

#[repr(C)]
struct Header {
    layout: AtomicU64,
    _pad: [u64; 7],
    arrivals: AtomicU32,
}

impl Segment {
    /// Bytes a segment for `ranks` ranks with rings of `ring` bytes takes.
    pub fn size(ranks: usize, ring: u32) -> usize {
        rings_at(ranks) + ranks * ranks.saturating_sub(1) * (CONTROL_BYTES + ring as usize)
    }

    /// Maps the segment in `fd` for `ranks` ranks and rings of `ring` bytes (a power of
    /// two of at least a page), growing the file first if it is smaller. Fails if
    /// another rank laid it out for another job shape.
    pub fn attach(fd: RawFd, ranks: usize, ring: u32) -> io::Result<Segment> {
        if !(2..=MAX_RANKS).contains(&ranks) {
            return Err(io::Error::other(format!("shared memory joins 2 to {MAX_RANKS} ranks, not {ranks} (use --transport tcp)")));
        }
        assert!(ring.is_power_of_two() && ring as usize >= PAGE && ring < 1 << 31, "bad ring size {ring}");
        let size = Segment::size(ranks, ring);
        // SAFETY: `stat` is plain integers, for which all zeroes is a valid value.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: fstat writes only into `st`, a live local; a bad fd is an error return.
        if unsafe { libc::fstat(fd, &mut st) } != 0 {
            return Err(io::Error::last_os_error());
        }
        // Only memory files have seals: a descriptor that names an ordinary file (a stale
        // number, say) must not be grown and written.
        // SAFETY: F_GET_SEALS reads a flag set of the descriptor and touches no memory.
        if st.st_mode & libc::S_IFMT != libc::S_IFREG || unsafe { libc::fcntl(fd, libc::F_GET_SEALS) } < 0 {
            return Err(io::Error::other(format!("descriptor {fd} is not a memory file (memfd)")));
        }
        // SAFETY: ftruncate changes the file's size and touches no memory of this process.
        if (st.st_size as u64) < size as u64 && unsafe { libc::ftruncate(fd, size as libc::off_t) } != 0 {
            return Err(io::Error::last_os_error());
        }
        let seg = Segment { map: Arc::new(Mapping::map(fd, size)?), ranks, ring };
        let want = MAGIC ^ (VERSION << 56) ^ ((ring.trailing_zeros() as u64) << 48) ^ ((ranks as u64) << 16);
        match seg.header().layout.compare_exchange(0, want, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => Ok(seg),
            Err(have) if have == want => Ok(seg),
            Err(have) => Err(io::Error::other(format!("the shared-memory segment was laid out for another job (layout {have:#x}, this rank wants {want:#x})"))),
        }
    }

    /// A new segment in a memory file of its own, for tests and in-process meshes.
    pub fn create(ranks: usize, ring: u32) -> io::Result<Segment> {
        let fd = memfd(c"cormi-shm")?;
        Segment::attach(fd.as_raw_fd(), ranks, ring)
    }

    fn header(&self) -> &Header {
        // SAFETY: the header lies at the start of the mapping (at least a page), aligned,
        // and holds only atomics and padding, valid for any bits.
        unsafe { self.map.base().cast::<Header>().as_ref() }
    }

    /// Ranks of the job.
    pub fn ranks(&self) -> usize {
        self.ranks
    }

    /// The pid word of rank `r`'s slot.
    pub fn pid_slot(&self, r: usize) -> &AtomicU32 {
        assert!(r < self.ranks);
        // SAFETY: slot r lies in the slots' pages (rings_at covers ranks * 8 bytes from
        // PAGE), 8-byte aligned; an AtomicU32 is valid for any bits.
        unsafe { self.map.base().add(PAGE + 8 * r).cast::<AtomicU32>().as_ref() }
    }

    /// The word that announcements and dials bump and wake.
    pub fn arrivals(&self) -> &AtomicU32 {
        &self.header().arrivals
    }

    /// The ring that carries bytes from rank `from` to rank `to`.
    pub fn ring(&self, from: usize, to: usize) -> Ring {
        assert!(from < self.ranks && to < self.ranks && from != to);
        let index = from * (self.ranks - 1) + to - usize::from(to > from);
        let offset = rings_at(self.ranks) + index * (CONTROL_BYTES + self.ring as usize);
        // SAFETY: ring `index` lies within the mapping (`size` counts every ring),
        // page-aligned, and no other ring overlaps it; the segment's users keep one
        // producer and one consumer per ring (rank `from` writes, rank `to` reads).
        unsafe { Ring::at(self.map.clone(), offset, self.ring, PAGE + 8 * to + 4) }
    }

    /// Rank `r`'s doorbell word (see the module's table).
    pub fn bell(&self, r: usize) -> &AtomicU32 {
        assert!(r < self.ranks);
        // SAFETY: as for `pid_slot`: the second half of slot r, 4-byte aligned.
        unsafe { self.map.base().add(PAGE + 8 * r + 4).cast::<AtomicU32>().as_ref() }
    }

    /// The claim word of the pair (a, b): which rank dialed it (see the module's table).
    pub fn claim(&self, a: usize, b: usize) -> &AtomicU32 {
        assert!(a < self.ranks && b < self.ranks && a != b);
        let (lo, hi) = (a.min(b), a.max(b));
        // SAFETY: the claims table lies between claims_at and rings_at (`rings_at` counts
        // ranks^2 words), 4-byte aligned; an AtomicU32 is valid for any bits.
        unsafe { self.map.base().add(claims_at(self.ranks) + 4 * (lo * self.ranks + hi)).cast::<AtomicU32>().as_ref() }
    }
}

/// Where the claims table starts: after the header page and the rank slots' pages.
fn claims_at(ranks: usize) -> usize {
    PAGE + (8 * ranks).div_ceil(PAGE) * PAGE
}

/// Where the rings start: after the claims table.
fn rings_at(ranks: usize) -> usize {
    claims_at(ranks) + (4 * ranks * ranks).div_ceil(PAGE) * PAGE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_agree_on_the_layout_and_another_shape_is_refused() {
        let fd = memfd(c"cormi-test").unwrap();
        let a = Segment::attach(fd.as_raw_fd(), 3, 8192).unwrap();
        let b = Segment::attach(fd.as_raw_fd(), 3, 8192).unwrap();
        a.pid_slot(2).store(77, Ordering::Relaxed);
        assert_eq!(b.pid_slot(2).load(Ordering::Relaxed), 77, "one memory, two mappings");
        let err = Segment::attach(fd.as_raw_fd(), 4, 8192).err().expect("another shape");
        assert!(err.to_string().contains("another job"), "{err}");
        assert!(Segment::attach(fd.as_raw_fd(), 1, 8192).is_err(), "one rank needs no segment");
        let file = std::fs::File::open("/proc/self/exe").unwrap();
        let err = Segment::attach(file.as_raw_fd(), 2, 8192).err().expect("not a memory file");
        assert!(err.to_string().contains("not a memory file"), "{err}");
    }

    #[test]
    fn rings_of_every_pair_are_distinct_and_inside() {
        let s = Segment::create(4, 4096).unwrap();
        assert_eq!(Segment::size(4, 4096), 3 * 4096 + 12 * 8192);
        let pairs: Vec<(usize, usize)> = (0..4).flat_map(|f| (0..4).filter(move |&t| t != f).map(move |t| (f, t))).collect();
        // Fill every ring, including its control words, then read each back: rings that
        // overlapped would see each other's bytes.
        let mut ends: Vec<_> = pairs.iter().map(|&(f, t)| s.ring(f, t).split()).collect();
        for (i, (p, _)) in ends.iter_mut().enumerate() {
            assert_eq!(p.write(&[i as u8; 4096]), 4096);
            p.publish(i as u32);
        }
        for (i, (_, c)) in ends.iter_mut().enumerate() {
            assert_eq!(c.available(4096), 4096);
            assert_eq!(c.producer_cpu(), i as u32);
            let mut got = vec![0u8; 4096];
            c.read(&mut got);
            assert!(got.iter().all(|&b| b == i as u8), "ring {:?} was overwritten", pairs[i]);
        }
    }
}
