//! What rank 0 tells `cormirun` while it runs: its error mode, one byte per change on the
//! pipe named by `CORMI_ERROR_MODE_FD=<fd>:<inode>` (docs/contracts.md), so that the
//! launcher keeps the surviving ranks of a program that handles a dead peer itself.

use std::ffi::c_void;
use std::os::fd::RawFd;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::OnceLock;

/// The channel's descriptor and the process that found it (a forked child, which
/// inherits both, must not speak for rank 0).
static CHANNEL: OnceLock<Option<(RawFd, u32)>> = OnceLock::new();
/// The last mode reported (-1: none yet).
static REPORTED: AtomicI32 = AtomicI32::new(-1);

/// Reports the error mode (0: exit on errors, 1: `CORMI_ERRORS_RETURN`) when it changed;
/// does nothing without a launcher channel. Never blocks: a full pipe drops the byte.
pub(crate) fn report_error_mode(mode: i32) {
    let Some((fd, pid)) = *CHANNEL.get_or_init(|| channel(std::env::var("CORMI_ERROR_MODE_FD").ok()?.as_str()).map(|fd| (fd, std::process::id()))) else {
        return;
    };
    if pid != std::process::id() || REPORTED.swap(mode, Ordering::Relaxed) == mode {
        return;
    }
    let byte = if mode == 0 { b'e' } else { b'r' };
    // SAFETY: a one-byte write from a live local to a descriptor checked to be the pipe
    // the launcher made; the launcher made it non-blocking.
    unsafe { libc::write(fd, (&byte as *const u8).cast::<c_void>(), 1) };
}

/// The descriptor of `value` (`<fd>:<inode>`) when this process has it open on that
/// inode, so that a stale variable never leads to writing into an unrelated file.
fn channel(value: &str) -> Option<RawFd> {
    let (fd, inode) = value.split_once(':')?;
    let (fd, inode): (RawFd, u64) = (fd.parse().ok()?, inode.parse().ok()?);
    // SAFETY: stat is plain old data; all zeroes is a valid value.
    let mut st: libc::stat = unsafe { std::mem::zeroed() };
    // SAFETY: fstat into a live local buffer; an invalid descriptor only fails.
    let ok = unsafe { libc::fstat(fd, &mut st) } == 0;
    (ok && st.st_ino == inode && st.st_mode & libc::S_IFMT == libc::S_IFIFO).then_some(fd)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_open_pipe_with_the_named_inode_is_the_channel() {
        let mut fds = [0; 2];
        // SAFETY: pipe writes two descriptors into the array.
        assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
        // SAFETY: stat is plain old data; all zeroes is a valid value.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: fstat of a descriptor just made.
        assert_eq!(unsafe { libc::fstat(fds[1], &mut st) }, 0);
        assert_eq!(channel(&format!("{}:{}", fds[1], st.st_ino)), Some(fds[1]));
        assert_eq!(channel(&format!("{}:{}", fds[1], st.st_ino + 1)), None, "another inode");
        assert_eq!(channel("1000000:5"), None, "not open");
        assert_eq!(channel("garbage"), None);
        for fd in fds {
            // SAFETY: closing a descriptor this test made.
            unsafe { libc::close(fd) };
        }
    }
}
